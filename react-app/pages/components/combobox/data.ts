/** The Combobox page's data, written for it: countries by region (some with accents, to show the accent-free search), topics, cities. */

export interface Choice {
  value: string;
  label: string;
}

export const REGIONS: readonly { label: string; countries: readonly Choice[] }[] = [
  {
    label: 'Europe',
    countries: [
      { value: 'ax', label: 'Åland Islands' },
      { value: 'at', label: 'Austria' },
      { value: 'be', label: 'Belgium' },
      { value: 'dk', label: 'Denmark' },
      { value: 'fi', label: 'Finland' },
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Germany' },
      { value: 'is', label: 'Iceland' },
      { value: 'ie', label: 'Ireland' },
      { value: 'it', label: 'Italy' },
      { value: 'nl', label: 'Netherlands' },
      { value: 'no', label: 'Norway' },
      { value: 'pt', label: 'Portugal' },
      { value: 'es', label: 'Spain' },
      { value: 'se', label: 'Sweden' },
      { value: 'ch', label: 'Switzerland' },
      { value: 'gb', label: 'United Kingdom' },
    ],
  },
  {
    label: 'Africa',
    countries: [
      { value: 'ci', label: 'Côte d’Ivoire' },
      { value: 'eg', label: 'Egypt' },
      { value: 'gh', label: 'Ghana' },
      { value: 'ke', label: 'Kenya' },
      { value: 'ma', label: 'Morocco' },
      { value: 're', label: 'Réunion' },
      { value: 'st', label: 'São Tomé and Príncipe' },
      { value: 'sn', label: 'Senegal' },
      { value: 'za', label: 'South Africa' },
    ],
  },
  {
    label: 'Americas',
    countries: [
      { value: 'ar', label: 'Argentina' },
      { value: 'br', label: 'Brazil' },
      { value: 'ca', label: 'Canada' },
      { value: 'co', label: 'Colombia' },
      { value: 'cw', label: 'Curaçao' },
      { value: 'mx', label: 'Mexico' },
      { value: 'pe', label: 'Peru' },
      { value: 'us', label: 'United States' },
    ],
  },
  {
    label: 'Asia and Oceania',
    countries: [
      { value: 'au', label: 'Australia' },
      { value: 'in', label: 'India' },
      { value: 'jp', label: 'Japan' },
      { value: 'kr', label: 'South Korea' },
      { value: 'nz', label: 'New Zealand' },
      { value: 'sg', label: 'Singapore' },
      { value: 'vn', label: 'Việt Nam' },
    ],
  },
];

export const countryLabel = (value: string): string =>
  REGIONS.flatMap(region => region.countries).find(country => country.value === value)?.label ?? value;

export const TOPICS: readonly Choice[] = [
  { value: 'accessibility', label: 'Accessibility' },
  { value: 'animation', label: 'Animation' },
  { value: 'colour', label: 'Colour' },
  { value: 'forms', label: 'Forms' },
  { value: 'layout', label: 'Layout' },
  { value: 'performance', label: 'Performance' },
  { value: 'theming', label: 'Theming' },
  { value: 'typography', label: 'Typography' },
];

export const topicLabel = (value: string): string => TOPICS.find(topic => topic.value === value)?.label ?? value;

/** The "server" of the remote demo: cities it searches after a short delay. */
export const CITIES: readonly string[] = [
  'Amsterdam',
  'Athens',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Brussels',
  'Buenos Aires',
  'Cairo',
  'Cape Town',
  'Copenhagen',
  'Dakar',
  'Dublin',
  'Helsinki',
  'Istanbul',
  'Kraków',
  'Kyoto',
  'Lisbon',
  'London',
  'Madrid',
  'Marrakesh',
  'Melbourne',
  'Mexico City',
  'Montréal',
  'Mumbai',
  'Nairobi',
  'New York',
  'Oslo',
  'Paris',
  'Prague',
  'Reykjavík',
  'Rome',
  'São Paulo',
  'Seoul',
  'Singapore',
  'Stockholm',
  'Sydney',
  'Tokyo',
  'Toronto',
  'Vienna',
  'Zürich',
];
