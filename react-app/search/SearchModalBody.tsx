import { SearchBox } from './SearchBox';

/**
 * The body of the home page's "Customized Popup": the shared search box without
 * suggestions. Choosing a result closes the popup; once the new page is shown, focus starts at
 * its main region rather than nowhere.
 */
export function SearchModalBody({ onChoose }: { onChoose(): void }) {
  return (
    <SearchBox
      suggestions={false}
      onChoose={() => {
        onChoose();
        setTimeout(() => {
          if (document.activeElement === document.body) document.getElementById('main')?.focus({ preventScroll: true });
        });
      }}
    />
  );
}
