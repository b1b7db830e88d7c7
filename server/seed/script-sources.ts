/** The demo workspace's scripts: plain JavaScript functions a policy calls on worker fields. */

export const normalizePhoneNumbers = `/**
 * Normalizes phone numbers from the HR system to E.164 (+4915112345678).
 * Numbers without a country code are assumed to be in the worker's office country.
 */
const COUNTRY_CODES = {
  DE: '49',
  GB: '44',
  US: '1',
  FR: '33',
  NL: '31',
  ES: '34',
};

function digitsOnly(value) {
  return String(value).replace(/[^0-9+]/g, '');
}

function normalizePhoneNumber(raw, officeCountry) {
  if (raw === null || raw === undefined || String(raw).trim() === '') {
    return null;
  }
  let number = digitsOnly(raw);
  if (number.startsWith('00')) {
    number = '+' + number.slice(2);
  }
  if (!number.startsWith('+')) {
    const countryCode = COUNTRY_CODES[officeCountry];
    if (!countryCode) {
      return null;
    }
    number = '+' + countryCode + number.replace(/^0+/, '');
  }
  const digits = number.slice(1);
  if (digits.length < 8 || digits.length > 15) {
    return null;
  }
  return number;
}

function main(worker) {
  return {
    workPhone: normalizePhoneNumber(worker.workPhone, worker.officeCountry),
    mobilePhone: normalizePhoneNumber(worker.mobilePhone, worker.officeCountry),
  };
}
`;

export const deriveEmailAlias = `/**
 * Derives the email alias (first.last) used when an account is created.
 * Accents are folded, and a number is appended when the alias is already taken.
 */
function foldAccents(text) {
  return text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '');
}

function aliasPart(text) {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function deriveAlias(worker, takenAliases) {
  const [first, ...rest] = String(worker.name || '').trim().split(/\\s+/);
  const last = rest.length > 0 ? rest[rest.length - 1] : '';
  const base = [aliasPart(first || worker.id), aliasPart(last)].filter(Boolean).join('.');
  let alias = base;
  let suffix = 2;
  while (takenAliases.has(alias)) {
    alias = base + suffix;
    suffix += 1;
  }
  return alias;
}

function main(worker, context) {
  const taken = new Set(context.existingAliases || []);
  const alias = deriveAlias(worker, taken);
  return { emailAlias: alias + '@' + context.domain };
}
`;

export const mapCostCenter = `/**
 * Maps a department to the finance cost center used in payroll exports.
 * Unknown departments go to the general overhead center so exports never fail.
 */
const COST_CENTERS = new Map([
  ['Engineering', 'CC-4100'],
  ['Sales', 'CC-2100'],
  ['Marketing', 'CC-2200'],
  ['Finance', 'CC-1100'],
  ['People', 'CC-1200'],
  ['Operations', 'CC-1300'],
  ['Support', 'CC-3100'],
  ['Legal', 'CC-1400'],
  ['Executive', 'CC-1000'],
]);

const OVERHEAD = 'CC-9000';

function costCenterFor(department) {
  if (typeof department !== 'string') {
    return OVERHEAD;
  }
  const key = department.trim();
  return COST_CENTERS.get(key) || OVERHEAD;
}

function main(worker) {
  const costCenter = costCenterFor(worker.department);
  return {
    costCenter,
    isOverhead: costCenter === OVERHEAD,
  };
}
`;
