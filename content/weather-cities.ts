/**
 * The weather widget's cities, in the order offered (the first is the default). The keyless
 * service (Open-Meteo) is asked by coordinates, so they are built in here: no geocoding call.
 */
export interface WeatherCity {
  name: string;
  latitude: number;
  longitude: number;
}

export const WEATHER_CITIES = [
  { name: 'Yerevan', latitude: 40.1811, longitude: 44.5136 },
  { name: 'Tokyo', latitude: 35.6895, longitude: 139.6917 },
  { name: 'Paris', latitude: 48.8534, longitude: 2.3488 },
  { name: 'Sydney', latitude: -33.8679, longitude: 151.2073 },
  { name: 'New York', latitude: 40.7143, longitude: -74.006 },
  { name: 'Los Angeles', latitude: 34.0522, longitude: -118.2437 },
  { name: 'San Francisco', latitude: 37.7749, longitude: -122.4194 },
] as const satisfies readonly WeatherCity[];

export type WeatherCityName = (typeof WEATHER_CITIES)[number]['name'];
