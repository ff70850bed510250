import { useRef, useState } from 'react';
import { WEATHER_CITIES, type WeatherCityName } from '../../../../content/weather-cities';
import { DsButton } from '../../../ds/DsButton';
import { DsCallout } from '../../../ds/DsCallout';
import { DsIcon } from '../../../ds/DsIcon';
import { DsRadio } from '../../../ds/DsRadio';
import { DsRadioGroup } from '../../../ds/DsRadioGroup';
import { DsSwitch } from '../../../ds/DsSwitch';
import { DemoSection } from '../../../docs/DemoSection';
import { WEATHER_UNITS, type WeatherUnits, type WeatherState } from './weather/weather-types';
import { useWeather } from './use-weather';
import { readingMark } from './weather/weather-fallback';
import { formatTemperature, fullWeekday, iconWords } from './weather-format';
import './weather-demo.css';

const cityOf = (value: string): WeatherCityName =>
  WEATHER_CITIES.find(c => c.name === value)?.name ?? WEATHER_CITIES[0].name;

/** The weather widget: city, unit and forecast choices; current conditions and 3 days. */
export function WeatherDemo() {
  const [city, setCity] = useState<WeatherCityName>(WEATHER_CITIES[0].name);
  const [units, setUnits] = useState<WeatherUnits>('metric');
  const [showForecast, setShowForecast] = useState(false);
  const { view, reading, retry } = useWeather({ city, units });
  // "today" for the mark of a stored reading: the day the page opened is close enough
  const [openedAt] = useState(() => Date.now());
  const mark = reading && readingMark(reading, openedAt);
  const panel = useRef<HTMLDivElement>(null);

  return (
    <DemoSection
      title="Weather"
      description="Current weather and a 3-day forecast for seven cities, in Celsius or Fahrenheit."
      wide
      className="qd-weather"
    >
      <div className="qd-weather__layout">
        <div className="qd-weather__controls">
          <DsRadioGroup label="City" value={city} onChange={e => setCity(cityOf(e.currentTarget.value))}>
            {WEATHER_CITIES.map(c => (
              <DsRadio key={c.name} value={c.name}>
                {c.name}
              </DsRadio>
            ))}
          </DsRadioGroup>
          <div className="qd-weather__options">
            <DsRadioGroup
              label="Unit"
              appearance="buttons"
              value={units}
              onChange={e => setUnits(e.currentTarget.value === 'imperial' ? 'imperial' : 'metric')}
            >
              {WEATHER_UNITS.map(u => (
                <DsRadio key={u.value} value={u.value}>
                  {u.label}
                </DsRadio>
              ))}
            </DsRadioGroup>
            <DsSwitch checked={showForecast} onChange={e => setShowForecast(e.currentTarget.checked)}>
              Forecast
            </DsSwitch>
          </div>
        </div>
        <div
          ref={panel}
          className="qd-weather__panel"
          data-testid="weather-panel"
          data-status={view.status}
          data-reading={reading?.source ?? 'none'}
          aria-live="polite"
          aria-busy={view.status === 'loading'}
          aria-label={`Weather in ${city}`}
          role="region"
          tabIndex={-1}
        >
          {(mark || view.status === 'loading') && (
            <div className="qd-weather__status">
              {mark && (
                <p className="qd-weather__mark" data-testid="weather-mark">
                  {mark}
                </p>
              )}
              {view.status === 'loading' && <p className="qd-weather__loading">Loading the weather in {city}…</p>}
            </div>
          )}
          {reading && <CurrentWeather weather={reading.weather} units={units} />}
          {reading && showForecast && <Forecast weather={reading.weather} units={units} />}
          {view.status === 'error' && (
            <DsCallout variant="danger" className="qd-weather__error">
              <p>
                <span className="qd-weather__line">Unable to fetch weather data.</span>
                <span className="qd-weather__line">Please try again.</span>
              </p>
              <DsButton
                variant="primary"
                onClick={() => {
                  // The button goes away with the error: keep focus in the widget.
                  panel.current?.focus();
                  retry();
                }}
              >
                Retry
              </DsButton>
            </DsCallout>
          )}
        </div>
      </div>
    </DemoSection>
  );
}

function CurrentWeather({ weather, units }: { weather: WeatherState; units: WeatherUnits }) {
  return (
    <div className="qd-weather__current">
      <DsIcon className="qd-weather__icon" name={weather.icon} size={64} label={iconWords(weather.icon)} />
      <div className="qd-weather__facts">
        <h3 className="qd-weather__city">{weather.city}</h3>
        <p className="qd-weather__temperature" data-testid="weather-temperature">
          {formatTemperature(weather.temperature, units)}
        </p>
        <p className="qd-weather__description">{weather.description}</p>
        <p className="qd-weather__feels">Feels like {formatTemperature(weather.feelsLike, units)}</p>
      </div>
    </div>
  );
}

function Forecast({ weather, units }: { weather: WeatherState; units: WeatherUnits }) {
  return (
    <ul className="qd-weather__forecast" aria-label="3-day forecast">
      {weather.forecast.map(day => (
        <li key={day.day} className="qd-weather__day">
          <span className="qd-weather__weekday">
            <abbr title={fullWeekday(day.day)}>{day.day}</abbr>
          </span>
          <DsIcon name={day.icon} size={32} label={iconWords(day.icon)} />
          <span className="qd-weather__range">
            <span className="visually-hidden">Low </span>
            {formatTemperature(day.tempMin, units)}
            <span aria-hidden="true"> / </span>
            <span className="visually-hidden">, high </span>
            {formatTemperature(day.tempMax, units)}
          </span>
        </li>
      ))}
    </ul>
  );
}
