/** The demo league's names: two divisions of pub teams, each with a squad and a captain. */
export const DEMO_DIVISIONS: {
  name: string;
  teams: { name: string; address: string; players: string[] }[];
}[] = [
  {
    name: 'Premier Division',
    teams: [
      {
        name: 'The Red Lion',
        address: 'The Red Lion, 12 High Street',
        players: [
          'Dave Hopkins',
          'Sean Whitfield',
          'Gary Marsh',
          'Lee Parkin',
          'Tony Briggs',
          'Mick Dunn',
          'Paul Ashby',
        ],
      },
      {
        name: 'Crown & Anchor',
        address: 'Crown & Anchor, 3 Quay Road',
        players: ['Steve Cotter', 'Andy Rowe', 'Jamie Lister', 'Rob Fenwick', 'Kev Holt', 'Martin Gale'],
      },
      {
        name: 'The Plough',
        address: 'The Plough, Church Lane',
        players: [
          'Chris Yates',
          'Dean Moss',
          'Phil Carver',
          'Neil Booth',
          'Mark Tanner',
          'Ian Shaw',
          'Wayne Kirby',
        ],
      },
      {
        name: 'Kings Arms',
        address: 'Kings Arms, 44 Market Place',
        players: ['Darren Pike', 'Simon Lacey', 'Rich Oakes', 'Jon Haigh', 'Matt Brennan', 'Carl Dobbs'],
      },
      {
        name: 'The Swan',
        address: 'The Swan, 7 Mill Street',
        players: ['Terry Noble', 'Alan Crook', 'Barry Lund', 'Graham Pratt', 'Pete Moran', 'Jason Reed'],
      },
      {
        name: 'Railway Tavern',
        address: 'Railway Tavern, Station Approach',
        players: ['Ricky Hale', 'Danny Ford', 'Shaun Platt', 'Nathan Cole', 'Glen Archer', 'Ross Milner'],
      },
    ],
  },
  {
    name: 'Division One',
    teams: [
      {
        name: 'The George',
        address: 'The George, 21 Bridge Street',
        players: ['Sam Whitaker', 'Joe Barlow', 'Luke Ingram', 'Adam Price', 'Tom Gregson', 'Ryan Sykes'],
      },
      {
        name: 'White Hart',
        address: 'White Hart, 2 Green Lane',
        players: ['Karen Birch', 'Liz Thorpe', 'Debbie Quinn', 'Jo Hardy', 'Sue Mellor', 'Tina Walsh'],
      },
      {
        name: 'The Bell',
        address: 'The Bell, 15 Bell Street',
        players: ['Craig Dyson', 'Scott Bagley', 'Ben Lowe', 'Aaron Hurst', 'Jack Pearce', 'Owen Tate'],
      },
      {
        name: 'Fox & Hounds',
        address: 'Fox & Hounds, Hunters Row',
        players: ['Gavin Hurd', 'Stuart Nash', 'Lewis Penn', 'Kyle Ashton', 'Billy Rudd', 'Connor Hale'],
      },
      {
        name: 'The Wheatsheaf',
        address: 'The Wheatsheaf, 9 Corn Street',
        players: ['Marcus Fry', 'Dale Vickers', 'Tony Rigby', 'Callum Firth', 'Eddie Stone', 'Reece Dale'],
      },
      {
        name: 'Royal Oak',
        address: 'Royal Oak, 30 Oak Avenue',
        players: ['Harry Nolan', 'George Platt', 'Alfie Grey', 'Ollie Cross', 'Jake Roper', 'Toby Vance'],
      },
    ],
  },
];

export const DEMO_NOTES: { offsetDays: number; note: string; division: number | null }[] = [
  {
    offsetDays: 0,
    note: '**Welcome to the new season!** Fixtures start at 8pm. Captains, please enter your scorecards on the night.',
    division: null,
  },
  {
    offsetDays: 21,
    note: 'Cup qualifiers are played at the home venue of the first-named team. See the [league rules](https://example.org/rules).',
    division: 0,
  },
  {
    offsetDays: 42,
    note: 'No league fixtures this week: the venues are hosting the charity singles night.',
    division: null,
  },
];

export const DEMO_ADMIN = {
  email: 'admin@demo.league',
  password: 'demo-admin-501',
  name: 'Demo Administrator',
} as const;

/**
 * Two team captains who record their team's results (inputResults, and leg-by-leg scoring), so
 * the clerks' submissions can be tried on the demo league: The Bell and Royal Oak play each other.
 */
export const DEMO_CAPTAINS = [
  { email: 'bell@demo.league', name: 'Bell Captain', team: 'The Bell' },
  { email: 'oak@demo.league', name: 'Oak Captain', team: 'Royal Oak' },
] as const;
export const DEMO_CAPTAIN_PASSWORD = 'demo-captain-501';
