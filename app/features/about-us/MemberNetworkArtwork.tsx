import type { Icon } from '@tabler/icons-react';

type MemberNetworkArtworkProps = { icons: Icon[]; className?: string };

const CENTER = { x: 200, y: 160 };
const RADIUS = 118;

/**
 * The About Us hero's picture: the agency's shield at the centre of its member companies, each a node
 * with its icon on a ring around it. Decorative (hidden from screen readers); made for the dark hero band.
 */
export function MemberNetworkArtwork({ icons, className }: MemberNetworkArtworkProps) {
  const nodes = icons.map((NodeIcon, index) => {
    const angle = ((-90 + (index * 360) / icons.length) * Math.PI) / 180;
    return { NodeIcon, x: CENTER.x + RADIUS * Math.cos(angle), y: CENTER.y + RADIUS * Math.sin(angle) };
  });
  return (
    <svg
      viewBox="0 0 400 320"
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto' }}
      aria-hidden
      focusable="false"
      data-member-network=""
    >
      <defs>
        <filter id="member-network-shadow" x="-30%" y="-30%" width="160%" height="160%">
          <feDropShadow dx="0" dy="4" stdDeviation="5" floodColor="#0b1a40" floodOpacity="0.35" />
        </filter>
      </defs>
      <circle cx={CENTER.x} cy={CENTER.y} r={RADIUS + 34} fill="#ffffff" opacity="0.05" />
      <circle cx={CENTER.x} cy={CENTER.y} r={RADIUS} fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.5" strokeDasharray="4 6" />
      {nodes.map(({ x, y }) => (
        <line key={`line-${x}-${y}`} x1={CENTER.x} y1={CENTER.y} x2={x} y2={y} stroke="#ffffff" strokeOpacity="0.22" strokeWidth="1.5" />
      ))}
      <circle cx={CENTER.x} cy={CENTER.y} r="58" fill="#ffffff" filter="url(#member-network-shadow)" />
      <g transform={`translate(${CENTER.x - 30} ${CENTER.y - 32}) scale(1.8)`}>
        <path d="M17 2 L30 7 V16 C30 24 24 30 17 32 C10 30 4 24 4 16 V7 Z" fill="#33529f" transform="translate(-0.5 0)" />
        <path d="M12 12 H22 L20 24 H14 Z" fill="#ffffff" transform="translate(-0.5 0)" />
      </g>
      {nodes.map(({ NodeIcon, x, y }) => (
        <g key={`node-${x}-${y}`}>
          <circle cx={x} cy={y} r="25" fill="#ffffff" filter="url(#member-network-shadow)" />
          <NodeIcon x={x - 14} y={y - 14} size={28} stroke={1.7} color="#33529f" />
        </g>
      ))}
    </svg>
  );
}
