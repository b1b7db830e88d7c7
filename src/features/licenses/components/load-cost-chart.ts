/**
 * The cost chart's code (recharts with it), on its own so that the page can start loading it while
 * the history loads without taking the trend's code into its own chunk.
 */
export const loadCostChart = () => import('./CostChart');
