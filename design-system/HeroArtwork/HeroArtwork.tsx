import { IconHeartHandshake, IconPaw, IconRipple, IconStethoscope } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export type HeroArtworkProps = {
  /** Width in CSS units; the height follows (the artwork is 520 x 440). */
  width?: CSSProperties['width'];
  className?: string;
};

const BUBBLES = [
  { x: 70, y: 150, Icon: IconHeartHandshake },
  { x: 458, y: 118, Icon: IconPaw },
  { x: 478, y: 262, Icon: IconRipple },
  { x: 44, y: 268, Icon: IconStethoscope },
];

const RAIN = [
  [28, 150],
  [52, 205],
  [20, 330],
  [96, 96],
  [112, 232],
  [418, 214],
  [444, 196],
  [500, 190],
  [428, 330],
  [510, 350],
  [150, 70],
  [380, 64],
] as const;

/**
 * The home page's hero picture, drawn: an umbrella keeping the rain off a house, a car and the
 * products around it, and a shield with a tick. Decorative (hidden from screen readers); made for the
 * primary-coloured hero band.
 */
export function HeroArtwork({ width = '100%', className }: HeroArtworkProps) {
  return (
    <svg
      viewBox="0 0 520 440"
      width={width}
      className={className}
      style={{ display: 'block', height: 'auto', maxWidth: '100%' }}
      aria-hidden
      focusable="false"
      data-hero-artwork=""
    >
      <defs>
        <linearGradient id="hero-canopy" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#dce2f5" />
        </linearGradient>
        <linearGradient id="hero-shield" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#40c057" />
          <stop offset="1" stopColor="#2b8a3e" />
        </linearGradient>
        <filter id="hero-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="6" stdDeviation="7" floodColor="#0b1a40" floodOpacity="0.35" />
        </filter>
      </defs>

      {/* A soft halo behind the scene */}
      <circle cx="262" cy="236" r="196" fill="#ffffff" opacity="0.07" />
      <circle cx="262" cy="236" r="150" fill="#ffffff" opacity="0.06" />

      {/* Rain that falls beside the umbrella, never under it */}
      <g fill="#b5c1ea" opacity="0.75">
        {RAIN.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y} q4 7 0 11 q-4 -4 0 -11z`} transform={`rotate(12 ${x} ${y})`} />
        ))}
      </g>

      {/* Ground shadow */}
      <ellipse cx="262" cy="398" rx="212" ry="16" fill="#0b1a40" opacity="0.28" />

      {/* Umbrella shaft (behind the roof) and canopy */}
      <rect x="258" y="112" width="6" height="120" rx="3" fill="#1f3a7c" />
      <g filter="url(#hero-shadow)">
        <path
          d="M96 206 Q261 12 426 206 Q405 184 385 206 Q364 184 343 206 Q323 184 302 206 Q282 184 261 206 Q240 184 220 206 Q199 184 179 206 Q158 184 138 206 Q117 184 96 206 Z"
          fill="url(#hero-canopy)"
        />
      </g>
      <g fill="none" stroke="#8b9edf" strokeWidth="2" strokeLinecap="round" opacity="0.9">
        <path d="M261 110 Q200 140 179 206" />
        <path d="M261 110 Q240 150 220 206" />
        <path d="M261 110 L261 206" />
        <path d="M261 110 Q282 150 302 206" />
        <path d="M261 110 Q322 140 343 206" />
      </g>
      <circle cx="261" cy="106" r="7" fill="#1f3a7c" />

      {/* House */}
      <g filter="url(#hero-shadow)">
        <rect x="318" y="226" width="20" height="40" rx="2" fill="#2b4790" />
        <rect x="172" y="270" width="180" height="126" rx="6" fill="#ffffff" />
        <path d="M152 282 L262 218 L372 282 Z" fill="#4566cd" strokeLinejoin="round" stroke="#4566cd" strokeWidth="8" />
      </g>
      <rect x="240" y="324" width="44" height="72" rx="5" fill="#33529f" />
      <circle cx="275" cy="362" r="3" fill="#ffd43b" />
      {[192, 302].map((x) => (
        <g key={x}>
          <rect x={x} y="300" width="32" height="32" rx="4" fill="#dce2f5" />
          <path d={`M${x + 16} 300 V332 M${x} 316 H${x + 32}`} stroke="#ffffff" strokeWidth="3" />
        </g>
      ))}

      {/* Car in the drive */}
      <g filter="url(#hero-shadow)">
        <path
          d="M58 392 V372 Q58 362 68 360 L88 356 L106 336 Q112 330 122 330 H166 Q176 330 182 338 L196 356 L210 360 Q220 362 220 372 V392 Z"
          fill="#f59f00"
        />
      </g>
      <path d="M110 356 L122 340 H142 V356 Z M150 356 V340 H166 Q170 340 174 344 L183 356 Z" fill="#fff4e6" />
      {[92, 186].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="394" r="15" fill="#1f2a44" />
          <circle cx={cx} cy="394" r="6" fill="#ced4da" />
        </g>
      ))}

      {/* Shield with a tick */}
      <g filter="url(#hero-shadow)">
        <path d="M398 282 L446 300 V334 Q446 372 398 392 Q350 372 350 334 V300 Z" fill="url(#hero-shield)" />
      </g>
      <path d="M376 336 L392 352 L422 320" fill="none" stroke="#ffffff" strokeWidth="9" strokeLinecap="round" strokeLinejoin="round" />

      {/* The other products, floating around */}
      {BUBBLES.map(({ x, y, Icon }) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="27" fill="#ffffff" filter="url(#hero-shadow)" />
          <Icon x={x - 15} y={y - 15} size={30} stroke={1.8} color="#33529f" />
        </g>
      ))}
    </svg>
  );
}
