import type { LinkDescriptor } from '../../core/link';
import { clampLines } from '../../core/item-card';
import { WidgetLink } from '../../core/widget-link';

export type LogoTile = { name: string; icon: string; link: LinkDescriptor };

/** Logos four to a row with their names under them: the brand list and the store list. */
export const LogoGrid = ({
  label,
  tiles,
  showName,
}: {
  label: string;
  tiles: readonly LogoTile[];
  showName: boolean;
}) => (
  <ul
    aria-label={label}
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      gap: 10,
      margin: 0,
      padding: 0,
      listStyle: 'none',
    }}
  >
    {tiles.map((tile, index) => (
      <li key={index}>
        <WidgetLink
          link={tile.link}
          style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}
        >
          <img
            src={tile.icon}
            alt={showName ? '' : tile.name}
            width={56}
            height={56}
            style={{ borderRadius: 8, objectFit: 'contain', background: '#fff' }}
          />
          {showName && (
            <span style={{ ...clampLines(1), fontSize: 12, color: '#333' }}>{tile.name}</span>
          )}
        </WidgetLink>
      </li>
    ))}
  </ul>
);
