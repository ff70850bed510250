import { lazy } from 'react';
import { useModal } from '../providers/ModalProvider';
import { PaletteIcon } from './icons';

const ChangeThemePicker = lazy(() => import('./ChangeThemePicker'));

/** The Change Theme control at the bottom of the side bar: a primary-colour picker in a modal. */
export function ChangeTheme() {
  const { openModal } = useModal();
  return (
    <button
      type="button"
      className="change-theme"
      onClick={() =>
        openModal({
          id: 'change-theme',
          title: 'Change Theme',
          content: <ChangeThemePicker />,
          dimAttributes: { dimClose: true },
        })
      }
    >
      <PaletteIcon />
      Change Theme
    </button>
  );
}
