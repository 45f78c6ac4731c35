import { Icon, type IconProps } from '../../components/icons/Icon';

/** A funnel: enquiries narrowing to customers, for the Leads section. */
export const LeadsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 4.5h17l-6.5 7.5v6l-4 2v-8L3.5 4.5Z" />
  </Icon>
);
