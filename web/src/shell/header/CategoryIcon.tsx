import type { CategoryIconName } from '@domain/categories';
import type { ComponentType } from 'react';
import { HeartIcon, StarIcon, TagIcon } from '../../components/icons';
import { Icon, type IconProps } from '../../components/icons/Icon';
import { HangerIcon, LayersIcon, ScissorsIcon, SparkleIcon } from '../../components/icons/studioIcons';

const RulerIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="8" width="19" height="8" rx="1" />
    <path d="M6.5 8v3M10 8v4M13.5 8v3M17 8v4" />
  </Icon>
);

const NeedleIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 4 6 18l-2 2" />
    <path d="M17.5 4.5a1.5 1.5 0 1 1 2 2" />
    <path d="M14 3.5c-4 1-6 3.5-5 6.5s-1 5.5-5 6.5" />
  </Icon>
);

/** How each icon of the category list is drawn. */
const ICONS: Record<CategoryIconName, ComponentType<IconProps>> = {
  hanger: HangerIcon,
  tag: TagIcon,
  sparkle: SparkleIcon,
  layers: LayersIcon,
  star: StarIcon,
  heart: HeartIcon,
  scissors: ScissorsIcon,
  ruler: RulerIcon,
  needle: NeedleIcon,
};

/** A category's icon, decorative (its name is always written beside it). */
export function CategoryIcon({ name, ...props }: IconProps & { name: CategoryIconName }) {
  const Drawn = ICONS[name];
  return <Drawn {...props} />;
}
