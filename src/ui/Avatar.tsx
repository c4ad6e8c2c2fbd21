import * as styles from './Avatar.css';

export interface AvatarProps {
  /** The person's name: gives the initials, the colour and (unless decorative) the accessible name. */
  name: string;
  /** A picture; initials are shown without one. */
  src?: string;
  size?: 'small' | 'medium' | 'large';
  /** Hide from assistive technology when the name is written next to it. */
  decorative?: boolean;
  className?: string;
}

const colours = Object.keys(styles.palette) as Array<keyof typeof styles.palette>;

/** Up to two initials of a name ("Ada Lovelace" → "AL", "grace" → "G"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A stable colour per name, so the same interviewer always looks the same. */
export function colourOf(name: string): keyof typeof styles.palette {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return colours[hash % colours.length];
}

export function Avatar({ name, src, size = 'medium', decorative = false, className }: AvatarProps) {
  const classes = [styles.root, styles.size[size], styles.palette[colourOf(name)], className].filter(Boolean).join(' ');
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': name };
  return (
    <span className={classes} {...a11y}>
      {src ? <img className={styles.image} src={src} alt="" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </span>
  );
}
