// The elements the home page shows, loaded once the browser is idle (or when the version tile is
// approached): they and Lit are not part of the first page's JavaScript (`npm run size`).
import '../../../elements/divider/ds-divider';
import '../../../elements/icon/ds-icon';
import '../../../elements/tooltip/ds-tooltip';
