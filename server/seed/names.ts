export const firstNames = [
  'Aaliyah', 'Abel', 'Adaeze', 'Adrian', 'Aiko', 'Alba', 'Alejandro', 'Amara', 'Amir', 'Ananya', 'Andrea', 'Anika',
  'Arjun', 'Astrid', 'Ayesha', 'Beatriz', 'Benedikt', 'Bianca', 'Bilal', 'Bronwyn', 'Caleb', 'Camille', 'Carmen',
  'Chidi', 'Chloe', 'Clara', 'Dalia', 'Daniel', 'Dev', 'Diego', 'Dmitri', 'Eitan', 'Elena', 'Elif', 'Emeka', 'Emma',
  'Esther', 'Fatima', 'Felix', 'Freya', 'Gabriel', 'Greta', 'Hana', 'Hamza', 'Hugo', 'Imani', 'Ines', 'Isaac',
  'Ivan', 'Jamal', 'Javier', 'Jonas', 'Julia', 'Kai', 'Kamala', 'Keanu', 'Kenji', 'Kofi', 'Lars', 'Layla', 'Leon',
  'Lina', 'Lucia', 'Luca', 'Maeve', 'Malik', 'Mariana', 'Mateo', 'Maya', 'Mei', 'Mila', 'Nadia', 'Naveen', 'Nia',
  'Niamh', 'Nikolai', 'Noah', 'Noor', 'Olga', 'Omar', 'Oskar', 'Paulo', 'Priya', 'Rafael', 'Rania', 'Ravi', 'Rosa',
  'Ruben', 'Saanvi', 'Samir', 'Sara', 'Sebastian', 'Siobhan', 'Sofia', 'Soren', 'Tariq', 'Thandiwe', 'Theo',
  'Tomas', 'Uma', 'Valentina', 'Victor', 'Wei', 'Yara', 'Yusuf', 'Zanele', 'Zara', 'Zoe',
] as const;

export const lastNames = [
  'Abara', 'Achterberg', 'Adeyemi', 'Alvarez', 'Andersen', 'Bakker', 'Banerjee', 'Becker', 'Bianchi', 'Brennan',
  'Castillo', 'Chen', 'Costa', 'Dahl', 'Das', 'Delgado', 'Dubois', 'Eriksen', 'Farouk', 'Fernandes', 'Fischer',
  'Fitzgerald', 'Garcia', 'Gupta', 'Haddad', 'Hansen', 'Hartmann', 'Hoffmann', 'Ibrahim', 'Ito', 'Jensen', 'Jovanovic',
  'Kaur', 'Kim', 'Kowalski', 'Kruger', 'Larsen', 'Lindqvist', 'Lopez', 'Mahlangu', 'Marino', 'Mendes', 'Moreau',
  'Murphy', 'Nakamura', 'Nguyen', 'Novak', 'Nwosu', 'Okafor', 'Olsen', 'Ortiz', 'Park', 'Patel', 'Petrov',
  'Quintero', 'Rahman', 'Ramos', 'Reddy', 'Richter', 'Rossi', 'Saito', 'Santos', 'Schmidt', 'Shah', 'Silva',
  'Singh', 'Sokolov', 'Suzuki', 'Tanaka', 'Taylor', 'Thompson', 'Torres', 'Ueda', 'Varga', 'Vasquez', 'Virtanen',
  'Wagner', 'Walsh', 'Weber', 'Wojcik', 'Yamamoto', 'Yilmaz', 'Zhang', 'Zimmermann',
] as const;
