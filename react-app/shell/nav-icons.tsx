import type { ReactElement } from 'react';
import type { NavIcon } from '../../content/route-table';
import { AboutIcon, ComponentsIcon, HomeIcon, SearchIcon, SettingsIcon, ToolsIcon } from './icons';

/** The icon of each item of the side and bottom navigation, by the name the route table gives it. */
export const NAV_ICONS: Record<NavIcon, () => ReactElement> = {
  home: HomeIcon,
  components: ComponentsIcon,
  tools: ToolsIcon,
  about: AboutIcon,
  settings: SettingsIcon,
  search: SearchIcon,
};
