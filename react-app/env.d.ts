/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Set by vite.config.ts at build time. */
declare const __APP_VERSION__: string;
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /** OpenWeather's application key, read at build time; without it the keyless Open-Meteo service is used. */
  readonly VITE_OPENWEATHER_KEY?: string;
}
