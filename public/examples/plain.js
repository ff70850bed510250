// Plain JavaScript: listen to native events, read FormData, theme with applyTheme.
import { applyTheme } from '../elements/ds.js';

const form = document.getElementById('profile-form');
const result = document.getElementById('result');
const snackbars = document.querySelector('ds-snackbar-host');

form.addEventListener('submit', event => {
  event.preventDefault();
  const data = {};
  for (const [key, value] of new FormData(form)) {
    data[key] = key in data ? [].concat(data[key], value) : value;
  }
  result.textContent = JSON.stringify(data, null, 2);
  snackbars.show({ message: 'Form submitted', duration: 3000, source: 'plain-form', replace: true });
});

form.addEventListener('reset', () => {
  result.textContent = 'Nothing submitted yet.';
});

document.getElementById('dark-toggle').addEventListener('change', event => {
  applyTheme(document.documentElement, { mode: event.target.pressed ? 'dark' : 'light' });
});
