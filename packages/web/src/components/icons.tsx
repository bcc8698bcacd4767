import { createElement } from 'react';

/*
 * The app's icons: Lucide's SVG icons (the lucide package: each icon a list of SVG elements, imported
 * one by one so a page carries only the icons it shows), drawn by Icon below (docs/decisions/043).
 * Emoji are not icons here: a browser without an emoji font shows them as empty boxes. The rest
 * of the app imports icons from this file only (eslint.config.js).
 */
export {
  Ban as RefusedIcon,
  CalendarDays as CalendarIcon,
  Camera as PhotosIcon,
  ChartColumn as StatisticsIcon,
  Check as PassedIcon,
  Crown as CaptainIcon,
  Dices as DrawIcon,
  Download as ExportIcon,
  Info as InfoIcon,
  Link as LinkIcon,
  Pencil as EditIcon,
  Pin as NoteIcon,
  Play as ScoreIcon,
  Plus as AddIcon,
  Printer as PrintIcon,
  Save as SaveIcon,
  Star as StarIcon,
  Target as DartsIcon,
  Trash as DeleteIcon,
  TriangleAlert as WarningIcon,
  Trophy as TrophyIcon,
  Tv as TvIcon,
  X as CrossIcon,
} from 'lucide';

/** An icon's drawing: its SVG elements on a 24 by 24 grid (Lucide's icon node). */
export type IconNode = readonly (readonly [
  tag: string,
  attributes: Record<string, string | number | undefined>,
])[];

export interface IconProps {
  /** One of the icons above. */
  of: IconNode;
  /**
   * The icon's accessible name when it stands alone (no text beside it naming the same thing):
   * the SVG is then an image with that name. Without it the icon is decorative, hidden from
   * screen readers, beside visible text or inside a control that has a name.
   */
  label?: string;
  className?: string;
  /** Filled in (a chosen favourite's star). */
  filled?: boolean;
}

/** An icon the size of the text around it, sitting on its line, in the text's colour. */
export function Icon({ of, label, className, filled = false }: IconProps) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `icon ${className}` : 'icon'}
      style={{ verticalAlign: '-0.125em' }}
      focusable="false"
      {...name}
    >
      {of.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
