/** Hero illustration: a dashboard, a phone and campaign cards floating over the Nile at dusk. Pure SVG, no requests. */
export function HeroArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 480" className={className} aria-hidden focusable="false">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e293b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id="hero-sun" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
        <linearGradient id="hero-bar" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#0284c7" />
        </linearGradient>
      </defs>
      <circle cx="400" cy="140" r="96" fill="url(#hero-sun)" opacity="0.9" />
      <path d="M250 330 330 200 410 330Z" fill="#b45309" opacity="0.55" />
      <path d="M330 330 420 170 510 330Z" fill="#d97706" opacity="0.7" />
      <path d="M420 170 465 330H420Z" fill="#92400e" opacity="0.6" />
      <path d="M0 360c90-18 180 18 280 0s190-18 280 0v120H0Z" fill="#0c4a6e" opacity="0.8" />
      <path
        d="M0 392c90-14 180 14 280 0s190-14 280 0"
        stroke="#38bdf8"
        strokeWidth="3"
        fill="none"
        opacity="0.5"
      />
      <path d="M40 430c70-10 140 10 210 0" stroke="#38bdf8" strokeWidth="2" fill="none" opacity="0.35" />

      <g>
        <rect x="24" y="64" width="300" height="206" rx="18" fill="#ffffff" />
        <rect x="24" y="64" width="300" height="34" rx="18" fill="#e2e8f0" />
        <rect x="24" y="84" width="300" height="14" fill="#e2e8f0" />
        <circle cx="46" cy="81" r="5" fill="#f87171" />
        <circle cx="62" cy="81" r="5" fill="#fbbf24" />
        <circle cx="78" cy="81" r="5" fill="#34d399" />
        <rect x="44" y="116" width="120" height="12" rx="6" fill="#0f172a" />
        <rect x="44" y="136" width="80" height="8" rx="4" fill="#94a3b8" />
        <rect x="196" y="114" width="108" height="36" rx="10" fill="#fef3c7" />
        <text
          x="210"
          y="138"
          fontFamily="Inter Variable, sans-serif"
          fontSize="15"
          fontWeight="700"
          fill="#b45309"
        >
          +214%
        </text>
        <rect x="44" y="206" width="22" height="44" rx="5" fill="url(#hero-bar)" />
        <rect x="78" y="188" width="22" height="62" rx="5" fill="url(#hero-bar)" />
        <rect x="112" y="196" width="22" height="54" rx="5" fill="url(#hero-bar)" />
        <rect x="146" y="172" width="22" height="78" rx="5" fill="url(#hero-bar)" />
        <rect x="180" y="160" width="22" height="90" rx="5" fill="#f59e0b" />
        <path
          d="M220 232c20-4 30-30 50-36s24-24 36-30"
          stroke="#0f172a"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="306" cy="166" r="5" fill="#0f172a" />
      </g>

      <g>
        <rect
          x="356"
          y="230"
          width="150"
          height="226"
          rx="24"
          fill="#0f172a"
          stroke="#334155"
          strokeWidth="4"
        />
        <rect x="368" y="250" width="126" height="186" rx="12" fill="#f8fafc" />
        <rect x="404" y="238" width="54" height="6" rx="3" fill="#334155" />
        <rect x="380" y="264" width="102" height="64" rx="10" fill="#fde68a" />
        <path d="M392 316 416 284 436 306 448 292 470 316Z" fill="#d97706" />
        <circle cx="458" cy="280" r="7" fill="#f59e0b" />
        <rect x="380" y="340" width="80" height="8" rx="4" fill="#0f172a" />
        <rect x="380" y="356" width="100" height="6" rx="3" fill="#94a3b8" />
        <rect x="380" y="368" width="90" height="6" rx="3" fill="#94a3b8" />
        <rect x="380" y="392" width="102" height="28" rx="14" fill="#f59e0b" />
        <rect x="406" y="403" width="50" height="6" rx="3" fill="#0f172a" />
      </g>

      <g>
        <rect x="250" y="12" width="150" height="56" rx="14" fill="#ffffff" />
        <circle cx="276" cy="40" r="14" fill="#e0f2fe" />
        <path
          d="m269 40 5 5 9-10"
          stroke="#0284c7"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="298" y="30" width="86" height="8" rx="4" fill="#0f172a" />
        <rect x="298" y="44" width="60" height="6" rx="3" fill="#94a3b8" />
      </g>
      <g>
        <rect x="60" y="300" width="168" height="58" rx="14" fill="#ffffff" />
        <circle cx="88" cy="329" r="15" fill="#fef3c7" />
        <path d="m88 319 3 7 7 .6-5.4 4.6 1.7 7L88 334.5 81.7 338l1.7-7-5.4-4.6 7-.6Z" fill="#f59e0b" />
        <rect x="112" y="318" width="96" height="8" rx="4" fill="#0f172a" />
        <rect x="112" y="332" width="70" height="6" rx="3" fill="#94a3b8" />
      </g>
    </svg>
  );
}
