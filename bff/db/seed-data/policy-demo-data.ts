/**
 * Built-in lists for demo policies (bff/db/seed-policies.ts): common US first and last names (most common
 * first, so a skewed pick makes common names common), carriers, and real city / ZIP / area-code triples in
 * the states the agency writes in. Nothing here is a real person or a real policy.
 */

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Margaret',
  'Donald', 'Ashley', 'Steven', 'Kimberly', 'Andrew', 'Emily', 'Paul', 'Donna', 'Joshua', 'Michelle',
  'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Timothy', 'Stephanie',
  'Ronald', 'Dorothy', 'Jason', 'Rebecca', 'Edward', 'Sharon', 'Jeffrey', 'Laura', 'Ryan', 'Cynthia',
  'Jacob', 'Amy', 'Gary', 'Kathleen', 'Nicholas', 'Angela', 'Eric', 'Shirley', 'Jonathan', 'Brenda',
  'Stephen', 'Emma', 'Larry', 'Anna', 'Justin', 'Pamela', 'Scott', 'Nicole', 'Brandon', 'Samantha',
  'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Debra', 'Alexander', 'Rachel', 'Patrick', 'Carolyn',
  'Frank', 'Janet', 'Raymond', 'Maria', 'Jack', 'Olivia', 'Dennis', 'Heather', 'Jerry', 'Helen',
  'Tyler', 'Catherine', 'Aaron', 'Diane', 'Jose', 'Julie', 'Adam', 'Victoria', 'Nathan', 'Joyce',
  'Henry', 'Lauren', 'Zachary', 'Kelly', 'Douglas', 'Christina', 'Peter', 'Ruth', 'Kyle', 'Joan',
  'Noah', 'Virginia', 'Ethan', 'Judith', 'Jeremy', 'Evelyn', 'Christian', 'Hannah', 'Walter', 'Andrea',
  'Keith', 'Megan', 'Austin', 'Cheryl', 'Roger', 'Jacqueline', 'Terry', 'Madison', 'Sean', 'Teresa',
  'Luis', 'Sophia', 'Carlos', 'Gabriela', 'Miguel', 'Isabella', 'Juan', 'Lucia', 'Wei', 'Mei',
  'Darnell', 'Aaliyah', 'Andre', 'Imani', 'Malik', 'Keisha', 'Raj', 'Priya', 'Minh', 'Linh',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes',
  'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper',
  'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes',
  'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez',
  'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes',
  'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham',
  'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens',
  'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen',
  "O'Brien", 'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter',
  'Hunter', 'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt',
  'Hicks', 'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar',
  'Fox', 'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols',
  'Stephens', 'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer',
];

/** Writing companies (carriers), by the lines they write. */
export const CARRIERS: { name: string; lines: readonly string[] }[] = [
  { name: 'Universal Property & Casualty Insurance Company', lines: ['Home', 'Condo', 'Landlord'] },
  { name: 'Citizens Property Insurance Corporation', lines: ['Home', 'Condo', 'Landlord'] },
  { name: 'Heritage Property & Casualty Insurance Company', lines: ['Home', 'Condo'] },
  { name: 'American Integrity Insurance Company of Florida', lines: ['Home', 'Condo', 'Renters'] },
  { name: 'Security First Insurance Company', lines: ['Home', 'Condo', 'Renters'] },
  { name: 'Travelers', lines: ['Home', 'Auto', 'Umbrella', 'Condo', 'Renters', 'Landlord', 'Boat'] },
  { name: 'Nationwide', lines: ['Home', 'Auto', 'Umbrella', 'Condo', 'Renters', 'Motorcycle', 'Boat'] },
  { name: 'Progressive', lines: ['Auto', 'Motorcycle', 'Boat', 'Renters'] },
  { name: 'Safeco Insurance', lines: ['Home', 'Auto', 'Umbrella', 'Landlord', 'Motorcycle'] },
  { name: 'The Hartford', lines: ['Home', 'Auto', 'Umbrella'] },
  { name: 'Foremost Insurance Group', lines: ['Landlord', 'Motorcycle', 'Boat'] },
  { name: 'Wright Flood', lines: ['Flood'] },
  { name: 'Neptune Flood', lines: ['Flood'] },
  { name: 'National Flood Insurance Program', lines: ['Flood'] },
  { name: 'Chubb', lines: ['Home', 'Auto', 'Umbrella', 'Boat'] },
];

/** How often each policy type occurs (relative weights). */
export const POLICY_TYPE_WEIGHTS: [type: string, weight: number][] = [
  ['Home', 34], ['Auto', 30], ['Flood', 9], ['Umbrella', 6], ['Condo', 7], ['Renters', 6], ['Landlord', 4], ['Boat', 2], ['Motorcycle', 2],
];

/** Seed 001 §3: status defaults to Active; the others occur now and then. */
export const STATUS_WEIGHTS: [status: string, weight: number][] = [['Active', 78], ['Pending', 8], ['Expired', 9], ['Cancelled', 5]];

/** Real cities with some of their real ZIP codes and a local area code. Alaska is not served. */
export const PLACES: { city: string; state: string; zips: string[]; areaCode: string }[] = [
  { city: 'Miami', state: 'FL', zips: ['33101', '33125', '33133', '33145', '33155', '33176'], areaCode: '305' },
  { city: 'Tampa', state: 'FL', zips: ['33602', '33606', '33609', '33611', '33629'], areaCode: '813' },
  { city: 'Orlando', state: 'FL', zips: ['32801', '32803', '32806', '32819', '32835'], areaCode: '407' },
  { city: 'Jacksonville', state: 'FL', zips: ['32202', '32205', '32207', '32210', '32256'], areaCode: '904' },
  { city: 'Fort Lauderdale', state: 'FL', zips: ['33301', '33304', '33308', '33312'], areaCode: '954' },
  { city: 'Sarasota', state: 'FL', zips: ['34231', '34232', '34236', '34238'], areaCode: '941' },
  { city: 'Naples', state: 'FL', zips: ['34102', '34103', '34108', '34119'], areaCode: '239' },
  { city: 'Tallahassee', state: 'FL', zips: ['32301', '32303', '32308', '32312'], areaCode: '850' },
  { city: 'Houston', state: 'TX', zips: ['77002', '77006', '77019', '77024', '77055'], areaCode: '713' },
  { city: 'Dallas', state: 'TX', zips: ['75201', '75205', '75214', '75230'], areaCode: '214' },
  { city: 'Austin', state: 'TX', zips: ['78701', '78704', '78731', '78745'], areaCode: '512' },
  { city: 'San Antonio', state: 'TX', zips: ['78205', '78209', '78230', '78249'], areaCode: '210' },
  { city: 'Atlanta', state: 'GA', zips: ['30303', '30305', '30309', '30318', '30327'], areaCode: '404' },
  { city: 'Savannah', state: 'GA', zips: ['31401', '31405', '31406', '31419'], areaCode: '912' },
  { city: 'Charlotte', state: 'NC', zips: ['28202', '28203', '28207', '28211', '28277'], areaCode: '704' },
  { city: 'Raleigh', state: 'NC', zips: ['27601', '27603', '27607', '27615'], areaCode: '919' },
  { city: 'Charleston', state: 'SC', zips: ['29401', '29403', '29407', '29412'], areaCode: '843' },
  { city: 'New Orleans', state: 'LA', zips: ['70112', '70115', '70118', '70130'], areaCode: '504' },
  { city: 'Baton Rouge', state: 'LA', zips: ['70801', '70806', '70808', '70810'], areaCode: '225' },
  { city: 'Mobile', state: 'AL', zips: ['36602', '36604', '36606', '36608'], areaCode: '251' },
  { city: 'Birmingham', state: 'AL', zips: ['35203', '35205', '35209', '35223'], areaCode: '205' },
  { city: 'Nashville', state: 'TN', zips: ['37203', '37205', '37206', '37215'], areaCode: '615' },
  { city: 'Memphis', state: 'TN', zips: ['38103', '38104', '38111', '38117'], areaCode: '901' },
  { city: 'Richmond', state: 'VA', zips: ['23219', '23220', '23221', '23226'], areaCode: '804' },
  { city: 'Virginia Beach', state: 'VA', zips: ['23451', '23452', '23454', '23456'], areaCode: '757' },
  { city: 'Baltimore', state: 'MD', zips: ['21201', '21210', '21218', '21224'], areaCode: '410' },
  { city: 'Philadelphia', state: 'PA', zips: ['19103', '19106', '19119', '19147'], areaCode: '215' },
  { city: 'Pittsburgh', state: 'PA', zips: ['15213', '15217', '15222', '15232'], areaCode: '412' },
  { city: 'Newark', state: 'NJ', zips: ['07102', '07104', '07105', '07107'], areaCode: '973' },
  { city: 'Buffalo', state: 'NY', zips: ['14201', '14209', '14214', '14222'], areaCode: '716' },
  { city: 'Albany', state: 'NY', zips: ['12203', '12206', '12208', '12210'], areaCode: '518' },
  { city: 'Hartford', state: 'CT', zips: ['06103', '06105', '06106', '06114'], areaCode: '860' },
  { city: 'Boston', state: 'MA', zips: ['02108', '02116', '02118', '02130'], areaCode: '617' },
  { city: 'Providence', state: 'RI', zips: ['02903', '02906', '02908', '02909'], areaCode: '401' },
  { city: 'Portland', state: 'ME', zips: ['04101', '04102', '04103'], areaCode: '207' },
  { city: 'Columbus', state: 'OH', zips: ['43201', '43206', '43214', '43215'], areaCode: '614' },
  { city: 'Cleveland', state: 'OH', zips: ['44102', '44106', '44113', '44120'], areaCode: '216' },
  { city: 'Detroit', state: 'MI', zips: ['48201', '48207', '48214', '48226'], areaCode: '313' },
  { city: 'Chicago', state: 'IL', zips: ['60601', '60614', '60618', '60625', '60657'], areaCode: '312' },
  { city: 'Indianapolis', state: 'IN', zips: ['46202', '46205', '46220', '46240'], areaCode: '317' },
  { city: 'Milwaukee', state: 'WI', zips: ['53202', '53207', '53211', '53215'], areaCode: '414' },
  { city: 'Minneapolis', state: 'MN', zips: ['55401', '55405', '55408', '55419'], areaCode: '612' },
  { city: 'Des Moines', state: 'IA', zips: ['50309', '50310', '50312', '50315'], areaCode: '515' },
  { city: 'St. Louis', state: 'MO', zips: ['63104', '63109', '63110', '63139'], areaCode: '314' },
  { city: 'Kansas City', state: 'MO', zips: ['64105', '64108', '64111', '64113'], areaCode: '816' },
  { city: 'Omaha', state: 'NE', zips: ['68102', '68105', '68114', '68132'], areaCode: '402' },
  { city: 'Wichita', state: 'KS', zips: ['67202', '67203', '67208', '67212'], areaCode: '316' },
  { city: 'Oklahoma City', state: 'OK', zips: ['73102', '73103', '73118', '73120'], areaCode: '405' },
  { city: 'Little Rock', state: 'AR', zips: ['72201', '72202', '72205', '72207'], areaCode: '501' },
  { city: 'Jackson', state: 'MS', zips: ['39201', '39202', '39206', '39211'], areaCode: '601' },
  { city: 'Louisville', state: 'KY', zips: ['40202', '40204', '40205', '40207'], areaCode: '502' },
  { city: 'Charleston', state: 'WV', zips: ['25301', '25302', '25304', '25314'], areaCode: '304' },
  { city: 'Wilmington', state: 'DE', zips: ['19801', '19802', '19803', '19806'], areaCode: '302' },
  { city: 'Burlington', state: 'VT', zips: ['05401', '05403', '05408'], areaCode: '802' },
  { city: 'Manchester', state: 'NH', zips: ['03101', '03102', '03103', '03104'], areaCode: '603' },
  { city: 'Denver', state: 'CO', zips: ['80202', '80206', '80210', '80220'], areaCode: '303' },
  { city: 'Salt Lake City', state: 'UT', zips: ['84101', '84102', '84105', '84108'], areaCode: '801' },
  { city: 'Phoenix', state: 'AZ', zips: ['85004', '85013', '85016', '85018'], areaCode: '602' },
  { city: 'Albuquerque', state: 'NM', zips: ['87102', '87106', '87110', '87122'], areaCode: '505' },
  { city: 'Las Vegas', state: 'NV', zips: ['89101', '89117', '89123', '89135'], areaCode: '702' },
  { city: 'Boise', state: 'ID', zips: ['83702', '83704', '83706', '83713'], areaCode: '208' },
  { city: 'Billings', state: 'MT', zips: ['59101', '59102', '59105', '59106'], areaCode: '406' },
  { city: 'Cheyenne', state: 'WY', zips: ['82001', '82007', '82009'], areaCode: '307' },
  { city: 'Fargo', state: 'ND', zips: ['58102', '58103', '58104'], areaCode: '701' },
  { city: 'Sioux Falls', state: 'SD', zips: ['57103', '57104', '57105', '57106'], areaCode: '605' },
  { city: 'Seattle', state: 'WA', zips: ['98101', '98103', '98115', '98122'], areaCode: '206' },
  { city: 'Portland', state: 'OR', zips: ['97201', '97205', '97214', '97219'], areaCode: '503' },
  { city: 'San Diego', state: 'CA', zips: ['92101', '92103', '92107', '92117'], areaCode: '619' },
  { city: 'Sacramento', state: 'CA', zips: ['95814', '95816', '95819', '95822'], areaCode: '916' },
  { city: 'Honolulu', state: 'HI', zips: ['96813', '96814', '96815', '96816'], areaCode: '808' },
];

export const STREET_NAMES = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Ocean',
  'Palm', 'Magnolia', 'Willow', 'Highland', 'Riverside', 'Jefferson', 'Lincoln', 'Franklin', 'Church', 'Meadow',
  'Forest', 'Bay', 'Harbor', 'Cypress', 'Dogwood', 'Laurel', 'Spring', 'Walnut', 'Chestnut', 'Sycamore',
  'Orchard', 'Briarwood', 'Coral', 'Hickory', 'Madison', 'Monroe', 'Jackson', 'Adams',
];

export const STREET_SUFFIXES = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Rd', 'Pl', 'Ter'];

/** Policy-number prefixes by type. */
export const POLICY_NUMBER_PREFIXES: Record<string, string> = {
  Home: 'HO', Auto: 'AU', Flood: 'FL', Umbrella: 'UM', Condo: 'CO', Renters: 'RE', Landlord: 'DP', Boat: 'BT', Motorcycle: 'MC',
};
