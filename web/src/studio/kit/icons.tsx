import { Icon, type IconProps } from '../../components/icons/Icon';

// Line icons of the studio's lists and cards, drawn like the shared set.

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </Icon>
);

export const CopyIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="1.5" />
    <path d="M15.5 8.5v-3a1 1 0 0 0-1-1h-9a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h3" />
  </Icon>
);

export const SortAscendingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 19V5M3.5 8.5 7 5l3.5 3.5M13 7h4M13 12h6M13 17h8" />
  </Icon>
);
