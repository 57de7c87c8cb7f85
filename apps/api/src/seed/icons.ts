/**
 * Simple drawn objects for the generated demo images, each on a 200x200 canvas.
 * No text: the same artwork serves both editions. `url(#gloss)` is a soft white highlight
 * gradient and `url(#metal)` a grey metallic one, both defined by the image composer.
 */
export interface IconColors {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

type IconDraw = (c: IconColors) => string;

const GREEN = '#4f9d69';
const GREEN_DARK = '#2f6b45';
const GREEN_LIGHT = '#86c79a';
const TYRE = '#2a2d33';

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? outer : inner;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
}

function wheel(cx: number, cy: number, r: number, c: IconColors): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${TYRE}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="url(#metal)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${c.dark}"/>`;
}

function spokedWheel(cx: number, cy: number, r: number, c: IconColors): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + r * Math.cos(a)).toFixed(1)}" y2="${(cy + r * Math.sin(a)).toFixed(1)}" stroke="${c.light}" stroke-width="1.5"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${TYRE}" stroke-width="7"/>${spokes}
    <circle cx="${cx}" cy="${cy}" r="4" fill="${c.dark}"/>`;
}

export const ICONS = {
  phone: (c) => `
    <rect x="58" y="12" width="84" height="176" rx="17" fill="${c.dark}"/>
    <rect x="65" y="26" width="70" height="148" rx="8" fill="${c.accent}"/>
    <path d="M65 110 L135 46 V26 H104 L65 62 Z" fill="url(#gloss)"/>
    <rect x="88" y="17" width="24" height="5" rx="2.5" fill="${c.main}"/>
    <circle cx="100" cy="181" r="3" fill="${c.main}"/>
    <rect x="140" y="60" width="4" height="22" rx="2" fill="${c.main}"/>`,
  laptop: (c) => `
    <rect x="34" y="36" width="132" height="92" rx="7" fill="${c.dark}"/>
    <rect x="41" y="43" width="118" height="78" rx="3" fill="${c.accent}"/>
    <path d="M41 100 L110 43 H80 L41 75 Z" fill="url(#gloss)"/>
    <path d="M22 130 H178 L192 152 Q193 158 186 158 H14 Q7 158 8 152 Z" fill="${c.main}"/>
    <rect x="84" y="130" width="32" height="5" rx="2.5" fill="${c.dark}" opacity="0.5"/>`,
  tv: (c) => `
    <rect x="12" y="28" width="176" height="108" rx="6" fill="${c.dark}"/>
    <rect x="18" y="34" width="164" height="96" rx="2" fill="${c.accent}"/>
    <path d="M18 110 L110 34 H70 L18 78 Z" fill="url(#gloss)"/>
    <rect x="92" y="136" width="16" height="22" fill="${c.main}"/>
    <rect x="58" y="156" width="84" height="9" rx="4.5" fill="${c.main}"/>`,
  headphones: (c) => `
    <path d="M42 118 V100 A58 58 0 0 1 158 100 V118" fill="none" stroke="${c.main}" stroke-width="13" stroke-linecap="round"/>
    <rect x="26" y="100" width="38" height="66" rx="16" fill="${c.dark}"/>
    <rect x="136" y="100" width="38" height="66" rx="16" fill="${c.dark}"/>
    <rect x="52" y="108" width="16" height="50" rx="7" fill="${c.accent}"/>
    <rect x="132" y="108" width="16" height="50" rx="7" fill="${c.accent}"/>
    <rect x="30" y="106" width="10" height="40" rx="5" fill="url(#gloss)"/>`,
  camera: (c) => `
    <rect x="60" y="34" width="56" height="28" rx="7" fill="${c.dark}"/>
    <rect x="16" y="52" width="168" height="114" rx="16" fill="${c.dark}"/>
    <rect x="16" y="74" width="168" height="16" fill="${c.main}" opacity="0.6"/>
    <circle cx="100" cy="110" r="44" fill="url(#metal)"/>
    <circle cx="100" cy="110" r="34" fill="${c.dark}"/>
    <circle cx="100" cy="110" r="22" fill="${c.accent}"/>
    <circle cx="92" cy="102" r="8" fill="#ffffff" opacity="0.55"/>
    <rect x="146" y="62" width="24" height="10" rx="3" fill="${c.light}"/>`,
  gamepad: (c) => `
    <path d="M52 62 H148 Q184 62 192 116 Q198 166 166 166 Q148 166 136 140 H64 Q52 166 34 166 Q2 166 8 116 Q16 62 52 62 Z" fill="${c.main}"/>
    <path d="M52 62 H148 Q170 62 180 80 H20 Q30 62 52 62 Z" fill="url(#gloss)"/>
    <rect x="44" y="98" width="34" height="11" rx="3" fill="${c.dark}"/>
    <rect x="55.5" y="86.5" width="11" height="34" rx="3" fill="${c.dark}"/>
    <circle cx="140" cy="92" r="7" fill="${c.accent}"/>
    <circle cx="156" cy="106" r="7" fill="${c.light}"/>
    <circle cx="124" cy="106" r="7" fill="${c.light}"/>
    <circle cx="140" cy="120" r="7" fill="${c.accent}"/>`,
  sofa: (c) => `
    <rect x="28" y="56" width="144" height="66" rx="16" fill="${c.main}"/>
    <rect x="36" y="64" width="62" height="50" rx="10" fill="${c.light}" opacity="0.35"/>
    <rect x="102" y="64" width="62" height="50" rx="10" fill="${c.light}" opacity="0.35"/>
    <rect x="26" y="110" width="148" height="36" rx="9" fill="${c.main}"/>
    <rect x="26" y="110" width="148" height="10" rx="5" fill="url(#gloss)"/>
    <rect x="8" y="84" width="32" height="70" rx="13" fill="${c.dark}"/>
    <rect x="160" y="84" width="32" height="70" rx="13" fill="${c.dark}"/>
    <rect x="20" y="152" width="8" height="18" rx="2" fill="${c.dark}"/>
    <rect x="172" y="152" width="8" height="18" rx="2" fill="${c.dark}"/>`,
  washer: (c) => `
    <rect x="40" y="16" width="120" height="168" rx="12" fill="#f3f4f6"/>
    <rect x="40" y="16" width="120" height="34" rx="12" fill="#e2e5ea"/>
    <circle cx="62" cy="33" r="7" fill="${c.dark}"/>
    <rect x="104" y="28" width="42" height="10" rx="3" fill="${c.accent}"/>
    <circle cx="100" cy="112" r="48" fill="${c.dark}"/>
    <circle cx="100" cy="112" r="38" fill="${c.accent}" opacity="0.8"/>
    <path d="M70 120 Q85 104 100 120 T130 118 V126 A38 38 0 0 1 70 126 Z" fill="${c.light}" opacity="0.7"/>
    <circle cx="88" cy="98" r="12" fill="#ffffff" opacity="0.4"/>`,
  pot: (c) => `
    <rect x="12" y="100" width="30" height="10" rx="5" fill="${c.dark}"/>
    <rect x="158" y="100" width="30" height="10" rx="5" fill="${c.dark}"/>
    <path d="M36 88 H164 V146 Q164 172 138 172 H62 Q36 172 36 146 Z" fill="${c.main}"/>
    <path d="M44 96 H70 V160 Q44 158 44 140 Z" fill="url(#gloss)"/>
    <ellipse cx="100" cy="86" rx="70" ry="11" fill="${c.dark}"/>
    <rect x="88" y="64" width="24" height="14" rx="6" fill="${c.dark}"/>
    <path d="M80 52 Q72 40 80 28 M100 50 Q92 38 100 24 M120 52 Q112 40 120 28" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
  lamp: (c) => `
    <circle cx="100" cy="80" r="70" fill="${c.light}" opacity="0.35"/>
    <path d="M68 26 H132 L158 96 H42 Z" fill="${c.accent}"/>
    <path d="M68 26 H88 L74 96 H42 Z" fill="url(#gloss)"/>
    <rect x="96" y="96" width="8" height="70" fill="${c.dark}"/>
    <ellipse cx="100" cy="170" rx="42" ry="10" fill="${c.dark}"/>`,
  plant: (c) => `
    <path d="M100 120 Q60 100 44 56 Q84 62 100 120 Z" fill="${GREEN}"/>
    <path d="M100 120 Q140 96 160 50 Q116 60 100 120 Z" fill="${GREEN_DARK}"/>
    <path d="M100 122 Q92 70 104 22 Q122 70 100 122 Z" fill="${GREEN_LIGHT}"/>
    <path d="M100 124 Q70 118 52 96 Q86 96 100 124 Z" fill="${GREEN_DARK}"/>
    <rect x="58" y="116" width="84" height="16" rx="4" fill="${c.dark}"/>
    <path d="M64 130 H136 L126 184 H74 Z" fill="${c.main}"/>
    <path d="M64 130 H84 L80 184 H74 Z" fill="url(#gloss)"/>`,
  drill: (c) => `
    <rect x="30" y="48" width="122" height="48" rx="16" fill="${c.main}"/>
    <rect x="30" y="52" width="122" height="12" rx="6" fill="url(#gloss)"/>
    <rect x="150" y="58" width="22" height="28" rx="4" fill="${c.dark}"/>
    <rect x="172" y="68" width="22" height="8" rx="2" fill="url(#metal)"/>
    <path d="M62 92 H108 L100 150 H56 Z" fill="${c.main}"/>
    <rect x="98" y="94" width="10" height="18" rx="3" fill="${c.dark}"/>
    <rect x="40" y="148" width="84" height="30" rx="6" fill="${c.dark}"/>
    <rect x="48" y="156" width="20" height="5" rx="2" fill="${c.accent}"/>`,
  dress: (c) => `
    <path d="M76 14 V40 M124 14 V40" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
    <path d="M74 38 Q100 50 126 38 L130 78 Q156 126 172 186 H28 Q44 126 70 78 Z" fill="${c.main}"/>
    <path d="M74 38 Q86 44 92 46 L88 186 H28 Q44 126 70 78 Z" fill="url(#gloss)" opacity="0.6"/>
    <rect x="68" y="74" width="64" height="10" rx="4" fill="${c.accent}"/>
    <path d="M40 170 Q70 160 100 170 T160 170" fill="none" stroke="${c.light}" stroke-width="3" opacity="0.6"/>`,
  shirt: (c) => `
    <path d="M72 22 L38 34 L8 72 L36 94 L52 80 V182 H148 V80 L164 94 L192 72 L162 34 L128 22 Q100 46 72 22 Z" fill="${c.main}"/>
    <path d="M72 22 Q100 46 128 22 L120 20 Q100 36 80 20 Z" fill="${c.dark}"/>
    <path d="M52 80 V182 H76 V60 Z" fill="url(#gloss)" opacity="0.5"/>
    <rect x="112" y="70" width="22" height="18" rx="3" fill="${c.accent}" opacity="0.8"/>`,
  sneaker: (c) => `
    <path d="M18 124 Q20 82 52 70 L70 74 Q82 96 104 100 Q142 108 176 118 Q194 124 192 144 H18 Z" fill="${c.main}"/>
    <path d="M60 84 L96 104 M56 96 L88 112 M54 108 L80 120" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>
    <path d="M40 132 Q100 104 168 128" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round"/>
    <rect x="14" y="142" width="180" height="18" rx="8" fill="#f4f4f2"/>
    <rect x="14" y="154" width="180" height="6" rx="3" fill="${c.dark}" opacity="0.3"/>`,
  handbag: (c) => `
    <path d="M66 82 Q66 28 100 28 Q134 28 134 82" fill="none" stroke="${c.dark}" stroke-width="9"/>
    <path d="M34 78 H166 Q172 78 174 84 L186 170 Q188 180 176 180 H24 Q12 180 14 170 L26 84 Q28 78 34 78 Z" fill="${c.main}"/>
    <path d="M34 78 H80 L66 180 H24 Q12 180 14 170 L26 84 Q28 78 34 78 Z" fill="url(#gloss)" opacity="0.6"/>
    <path d="M28 100 H172" stroke="${c.dark}" stroke-width="3" opacity="0.5"/>
    <rect x="88" y="92" width="24" height="18" rx="4" fill="${c.accent}"/>`,
  watch: (c) => `
    <rect x="74" y="10" width="52" height="60" rx="10" fill="${c.dark}"/>
    <rect x="74" y="130" width="52" height="60" rx="10" fill="${c.dark}"/>
    <circle cx="100" cy="100" r="52" fill="url(#metal)"/>
    <circle cx="100" cy="100" r="42" fill="${c.light}"/>
    <rect x="152" y="92" width="10" height="16" rx="3" fill="url(#metal)"/>
    <path d="M100 100 V70 M100 100 L122 112" stroke="${c.dark}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="100" cy="100" r="5" fill="${c.accent}"/>
    <path d="M66 84 A38 38 0 0 1 100 62" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`,
  car: (c) => `
    <path d="M12 134 Q12 112 34 106 L62 74 Q70 64 86 64 H132 Q146 64 156 76 L176 102 Q194 108 194 128 V144 Q194 150 188 150 H18 Q12 150 12 144 Z" fill="${c.main}"/>
    <path d="M70 80 Q74 74 84 74 H104 V104 H50 Z" fill="${c.light}" opacity="0.85"/>
    <path d="M112 74 H132 Q140 74 146 82 L162 104 H112 Z" fill="${c.light}" opacity="0.85"/>
    <path d="M16 120 H190" stroke="${c.dark}" stroke-width="3" opacity="0.4"/>
    <rect x="176" y="112" width="14" height="8" rx="3" fill="#fff4c2"/>
    <rect x="12" y="116" width="10" height="8" rx="3" fill="#e4572e"/>
    ${wheel(56, 150, 22, c)}${wheel(152, 150, 22, c)}`,
  motorcycle: (c) => `
    ${spokedWheel(44, 142, 30, c)}${spokedWheel(158, 142, 30, c)}
    <path d="M44 142 L80 100 H126 L158 142" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linejoin="round"/>
    <path d="M74 96 Q84 76 112 78 Q128 80 132 96 Z" fill="${c.main}"/>
    <path d="M46 94 Q60 84 80 92 L76 100 H50 Z" fill="${c.dark}"/>
    <path d="M132 96 L150 62 M142 60 H162" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>
    <rect x="88" y="104" width="30" height="24" rx="5" fill="url(#metal)"/>
    <circle cx="160" cy="82" r="7" fill="#fff4c2"/>`,
  gear: (c) => `
    <path d="${gearPath(88, 104, 70, 56, 12)}" fill="url(#metal)"/>
    <circle cx="88" cy="104" r="40" fill="${c.main}"/>
    <circle cx="88" cy="104" r="18" fill="${c.light}"/>
    <path d="${gearPath(160, 50, 32, 24, 8)}" fill="${c.dark}"/>
    <circle cx="160" cy="50" r="10" fill="${c.light}"/>`,
  tire: (c) => `
    <circle cx="100" cy="100" r="86" fill="${TYRE}"/>
    <circle cx="100" cy="100" r="78" fill="none" stroke="#3d414a" stroke-width="6" stroke-dasharray="10 6"/>
    <circle cx="100" cy="100" r="54" fill="url(#metal)"/>
    ${Array.from({ length: 5 }, (_, i) => `<rect x="95" y="52" width="10" height="40" rx="4" fill="${c.dark}" transform="rotate(${i * 72} 100 100)"/>`).join('')}
    <circle cx="100" cy="100" r="14" fill="${c.main}"/>
    <path d="M40 60 A70 70 0 0 1 90 26" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.25"/>`,
  stroller: (c) => `
    <path d="M28 96 H172 Q172 148 122 150 H78 Q28 148 28 96 Z" fill="${c.main}"/>
    <path d="M30 96 Q30 36 100 32 V96 Z" fill="${c.dark}"/>
    <path d="M44 96 Q46 56 92 46 V96 Z" fill="${c.accent}" opacity="0.5"/>
    <path d="M170 96 L186 46" stroke="${c.dark}" stroke-width="7" stroke-linecap="round"/>
    <rect x="176" y="38" width="20" height="10" rx="5" fill="${c.dark}"/>
    <path d="M70 150 L60 168 M130 150 L142 168" stroke="${c.dark}" stroke-width="5"/>
    <circle cx="58" cy="172" r="14" fill="${TYRE}"/><circle cx="58" cy="172" r="5" fill="url(#metal)"/>
    <circle cx="144" cy="172" r="14" fill="${TYRE}"/><circle cx="144" cy="172" r="5" fill="url(#metal)"/>`,
  teddy: (c) => `
    <circle cx="62" cy="40" r="20" fill="${c.main}"/><circle cx="138" cy="40" r="20" fill="${c.main}"/>
    <circle cx="62" cy="40" r="10" fill="${c.light}"/><circle cx="138" cy="40" r="10" fill="${c.light}"/>
    <ellipse cx="100" cy="142" rx="54" ry="48" fill="${c.main}"/>
    <ellipse cx="100" cy="148" rx="30" ry="28" fill="${c.light}"/>
    <circle cx="52" cy="178" r="18" fill="${c.dark}"/><circle cx="148" cy="178" r="18" fill="${c.dark}"/>
    <circle cx="100" cy="72" r="44" fill="${c.main}"/>
    <ellipse cx="100" cy="86" rx="20" ry="15" fill="${c.light}"/>
    <ellipse cx="100" cy="80" rx="7" ry="5" fill="${c.dark}"/>
    <circle cx="84" cy="64" r="5" fill="${c.dark}"/><circle cx="116" cy="64" r="5" fill="${c.dark}"/>
    <path d="M82 108 L100 118 L118 108 L118 124 L100 116 L82 124 Z" fill="${c.accent}"/>`,
  onesie: (c) => `
    <path d="M74 20 L40 32 L14 62 L38 82 L54 70 V132 Q54 150 70 160 L80 184 H120 L130 160 Q146 150 146 132 V70 L162 82 L186 62 L160 32 L126 20 Q100 40 74 20 Z" fill="${c.main}"/>
    <path d="M74 20 Q100 40 126 20" fill="none" stroke="${c.dark}" stroke-width="5"/>
    <circle cx="100" cy="62" r="4" fill="${c.light}"/><circle cx="100" cy="80" r="4" fill="${c.light}"/>
    <circle cx="92" cy="176" r="3.5" fill="${c.light}"/><circle cx="108" cy="176" r="3.5" fill="${c.light}"/>
    <path d="M86 104 L100 116 L114 104 Q114 92 100 100 Q86 92 86 104 Z" fill="${c.accent}"/>`,
  crib: (c) => `
    <rect x="18" y="40" width="14" height="138" rx="4" fill="${c.dark}"/>
    <rect x="168" y="40" width="14" height="138" rx="4" fill="${c.dark}"/>
    <rect x="26" y="52" width="148" height="10" rx="4" fill="${c.main}"/>
    <rect x="26" y="140" width="148" height="12" rx="4" fill="${c.main}"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${40 + i * 15}" y="62" width="6" height="78" rx="3" fill="${c.main}"/>`).join('')}
    <rect x="32" y="126" width="136" height="14" rx="5" fill="${c.light}"/>
    <circle cx="64" cy="30" r="10" fill="${c.accent}"/><circle cx="100" cy="24" r="8" fill="${c.light}"/><circle cx="136" cy="30" r="10" fill="${c.accent}"/>
    <path d="M64 40 V52 M100 32 V52 M136 40 V52" stroke="${c.dark}" stroke-width="2"/>`,
  bicycle: (c) => `
    ${spokedWheel(48, 132, 38, c)}${spokedWheel(152, 132, 38, c)}
    <path d="M48 132 L82 80 H138 L152 132 M82 80 L100 132 L138 80 M100 132 H48" fill="none" stroke="${c.main}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M78 80 L72 62" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>
    <rect x="58" y="54" width="30" height="9" rx="4.5" fill="${c.dark}"/>
    <path d="M138 80 L144 58 Q146 52 158 52" fill="none" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="100" cy="132" r="9" fill="${c.accent}"/>`,
  dumbbell: (c) => `
    <rect x="40" y="92" width="120" height="16" rx="6" fill="url(#metal)"/>
    <rect x="20" y="56" width="26" height="88" rx="6" fill="${c.dark}"/>
    <rect x="46" y="68" width="18" height="64" rx="5" fill="${c.main}"/>
    <rect x="154" y="56" width="26" height="88" rx="6" fill="${c.dark}"/>
    <rect x="136" y="68" width="18" height="64" rx="5" fill="${c.main}"/>
    <rect x="8" y="90" width="12" height="20" rx="3" fill="url(#metal)"/>
    <rect x="180" y="90" width="12" height="20" rx="3" fill="url(#metal)"/>
    <rect x="22" y="60" width="8" height="80" rx="4" fill="url(#gloss)"/>`,
  tent: (c) => `
    <path d="M100 26 L184 168 H16 Z" fill="${c.main}"/>
    <path d="M100 26 L16 168 H60 Z" fill="url(#gloss)" opacity="0.6"/>
    <path d="M100 70 L132 168 H68 Z" fill="${c.dark}"/>
    <path d="M100 70 L116 168 H100 Z" fill="${c.accent}" opacity="0.6"/>
    <path d="M100 26 L100 12 M100 26 L70 14" stroke="${c.dark}" stroke-width="4" stroke-linecap="round"/>
    <rect x="8" y="166" width="184" height="6" rx="3" fill="${c.dark}" opacity="0.5"/>`,
  guitar: (c) => `
    <g transform="rotate(-35 100 100)">
      <rect x="94" y="2" width="12" height="96" rx="3" fill="${c.dark}"/>
      <rect x="90" y="-8" width="20" height="22" rx="5" fill="${c.dark}"/>
      <ellipse cx="100" cy="108" rx="32" ry="30" fill="${c.main}"/>
      <ellipse cx="100" cy="158" rx="44" ry="40" fill="${c.main}"/>
      <ellipse cx="86" cy="140" rx="14" ry="30" fill="url(#gloss)" opacity="0.6"/>
      <circle cx="100" cy="128" r="13" fill="${c.dark}"/>
      <rect x="84" y="164" width="32" height="8" rx="2" fill="${c.dark}"/>
      <path d="M97 14 V168 M103 14 V168" stroke="${c.light}" stroke-width="1.2"/>
    </g>`,
  books: (c) => `
    <rect x="26" y="140" width="150" height="28" rx="4" fill="${c.main}"/>
    <rect x="26" y="140" width="14" height="28" fill="${c.dark}" opacity="0.5"/>
    <rect x="36" y="112" width="136" height="28" rx="4" fill="${c.accent}"/>
    <rect x="158" y="112" width="14" height="28" fill="${c.dark}" opacity="0.4"/>
    <rect x="30" y="86" width="126" height="26" rx="4" fill="${c.dark}"/>
    <rect x="40" y="96" width="60" height="5" rx="2" fill="${c.light}" opacity="0.7"/>
    <path d="M60 86 L76 30 L124 30 L108 86 Z" fill="${c.light}"/>
    <path d="M76 30 L124 30 L122 38 L74 38 Z" fill="${c.main}"/>`,
  toolbox: (c) => `
    <path d="M72 58 V40 Q72 32 80 32 H120 Q128 32 128 40 V58" fill="none" stroke="${c.dark}" stroke-width="9"/>
    <rect x="18" y="58" width="164" height="34" rx="6" fill="${c.main}"/>
    <rect x="18" y="92" width="164" height="82" rx="6" fill="${c.main}"/>
    <rect x="18" y="88" width="164" height="8" fill="${c.dark}" opacity="0.6"/>
    <rect x="88" y="82" width="24" height="20" rx="4" fill="url(#metal)"/>
    <rect x="18" y="62" width="164" height="10" rx="5" fill="url(#gloss)"/>
    <path d="M140 20 L168 48 M160 14 A12 12 0 1 0 174 30" fill="none" stroke="url(#metal)" stroke-width="8" stroke-linecap="round"/>`,
  spray: (c) => `
    <path d="M70 30 H128 Q140 30 142 42 L134 60 H78 Z" fill="${c.dark}"/>
    <rect x="44" y="36" width="30" height="12" rx="4" fill="${c.dark}"/>
    <path d="M112 58 L118 80 H108 Z" fill="${c.dark}"/>
    <path d="M80 60 H132 L136 80 Q152 100 152 126 V172 Q152 184 140 184 H72 Q60 184 60 172 V126 Q60 100 76 80 Z" fill="${c.main}"/>
    <path d="M68 110 Q70 96 80 86 V176 H72 Q68 176 68 170 Z" fill="url(#gloss)"/>
    <rect x="74" y="116" width="64" height="44" rx="6" fill="${c.light}"/>
    <circle cx="30" cy="40" r="8" fill="${c.accent}" opacity="0.6"/><circle cx="20" cy="62" r="5" fill="${c.accent}" opacity="0.5"/><circle cx="34" cy="78" r="10" fill="${c.accent}" opacity="0.4"/>`,
  truck: (c) => `
    <rect x="8" y="48" width="120" height="96" rx="6" fill="${c.main}"/>
    <rect x="8" y="52" width="120" height="12" rx="6" fill="url(#gloss)"/>
    <path d="M128 76 H166 Q174 76 178 84 L192 110 V144 H128 Z" fill="${c.dark}"/>
    <path d="M140 86 H162 L174 108 H140 Z" fill="${c.light}" opacity="0.85"/>
    <rect x="30" y="76" width="60" height="36" rx="4" fill="${c.accent}" opacity="0.9"/>
    ${wheel(44, 148, 18, c)}${wheel(156, 148, 18, c)}`,
  mortarboard: (c) => `
    <path d="M100 28 L190 68 L100 108 L10 68 Z" fill="${c.dark}"/>
    <path d="M100 28 L190 68 L160 81 L70 41 Z" fill="url(#gloss)" opacity="0.5"/>
    <path d="M52 88 V134 Q100 164 148 134 V88 L100 108 Z" fill="${c.main}"/>
    <path d="M100 68 L164 86 V142" fill="none" stroke="${c.accent}" stroke-width="4"/>
    <circle cx="164" cy="148" r="9" fill="${c.accent}"/>
    <circle cx="100" cy="68" r="6" fill="${c.accent}"/>`,
  code: (c) => `
    <rect x="16" y="26" width="168" height="116" rx="8" fill="${c.dark}"/>
    <rect x="24" y="34" width="152" height="100" rx="4" fill="${c.main}"/>
    <path d="M78 62 L54 84 L78 106 M122 62 L146 84 L122 106 M108 56 L92 112" fill="none" stroke="${c.light}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="88" y="142" width="24" height="22" fill="${c.dark}"/>
    <rect x="56" y="162" width="88" height="10" rx="5" fill="${c.dark}"/>`,
  scissors: (c) => `
    <path d="M108 100 L186 40 Q190 50 182 58 L118 112 Z" fill="url(#metal)"/>
    <path d="M108 100 L186 160 Q190 150 182 142 L118 88 Z" fill="url(#metal)"/>
    <circle cx="52" cy="66" r="28" fill="none" stroke="${c.main}" stroke-width="13"/>
    <circle cx="52" cy="134" r="28" fill="none" stroke="${c.main}" stroke-width="13"/>
    <path d="M74 80 L110 100 L74 120" fill="none" stroke="${c.main}" stroke-width="13" stroke-linejoin="round"/>
    <circle cx="108" cy="100" r="7" fill="${c.dark}"/>
    <rect x="132" y="150" width="56" height="16" rx="4" fill="${c.accent}" transform="rotate(-12 160 158)"/>`,
  headset: (c) => `
    <path d="M40 110 V96 A60 60 0 0 1 160 96 V110" fill="none" stroke="${c.dark}" stroke-width="11" stroke-linecap="round"/>
    <rect x="22" y="92" width="36" height="58" rx="15" fill="${c.main}"/>
    <rect x="142" y="92" width="36" height="58" rx="15" fill="${c.main}"/>
    <path d="M40 146 Q44 182 96 178" fill="none" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>
    <rect x="92" y="168" width="26" height="16" rx="8" fill="${c.accent}"/>
    <rect x="26" y="98" width="8" height="40" rx="4" fill="url(#gloss)"/>`,
  hardhat: (c) => `
    <path d="M30 132 Q30 52 100 48 Q170 52 170 132 Z" fill="${c.main}"/>
    <path d="M88 50 H112 V132 H88 Z" fill="${c.dark}" opacity="0.25"/>
    <path d="M40 120 Q44 70 84 56 Q60 80 58 120 Z" fill="url(#gloss)"/>
    <path d="M12 132 H188 Q192 132 190 140 L186 150 H14 L10 140 Q8 132 12 132 Z" fill="${c.main}"/>
    <rect x="10" y="146" width="180" height="6" rx="3" fill="${c.dark}" opacity="0.3"/>`,
  chefhat: (c) => `
    <circle cx="62" cy="84" r="36" fill="#fbfbf8"/><circle cx="138" cy="84" r="36" fill="#fbfbf8"/>
    <circle cx="100" cy="62" r="44" fill="#ffffff"/>
    <path d="M56 100 H144 V158 H56 Z" fill="#f4f3ee"/>
    <path d="M80 112 V150 M100 112 V150 M120 112 V150" stroke="#dedcd2" stroke-width="3"/>
    <rect x="50" y="152" width="100" height="26" rx="5" fill="${c.main}"/>
    <rect x="50" y="156" width="100" height="6" rx="3" fill="url(#gloss)"/>`,
  medical: (c) => `
    <path d="M100 182 Q24 130 20 80 Q18 34 58 28 Q86 26 100 56 Q114 26 142 28 Q182 34 180 80 Q176 130 100 182 Z" fill="${c.main}"/>
    <path d="M40 56 Q46 36 66 36" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.5"/>
    <rect x="86" y="66" width="28" height="76" rx="5" fill="#ffffff"/>
    <rect x="62" y="90" width="76" height="28" rx="5" fill="#ffffff"/>`,
  boxes: (c) => `
    <rect x="16" y="100" width="84" height="78" rx="3" fill="${c.main}"/>
    <rect x="100" y="100" width="84" height="78" rx="3" fill="${c.dark}"/>
    <rect x="56" y="28" width="86" height="72" rx="3" fill="${c.main}"/>
    <rect x="48" y="100" width="20" height="28" fill="${c.light}" opacity="0.7"/>
    <rect x="132" y="100" width="20" height="28" fill="${c.light}" opacity="0.5"/>
    <rect x="89" y="28" width="20" height="26" fill="${c.light}" opacity="0.7"/>
    <rect x="24" y="150" width="30" height="16" rx="2" fill="#ffffff" opacity="0.8"/>
    <rect x="16" y="100" width="168" height="5" fill="${c.dark}" opacity="0.3"/>`,
  briefcase: (c) => `
    <path d="M72 56 V40 Q72 30 82 30 H118 Q128 30 128 40 V56" fill="none" stroke="${c.dark}" stroke-width="10"/>
    <rect x="14" y="54" width="172" height="124" rx="12" fill="${c.main}"/>
    <path d="M14 66 Q14 54 26 54 H174 Q186 54 186 66 V104 Q100 124 14 104 Z" fill="${c.dark}" opacity="0.35"/>
    <rect x="86" y="98" width="28" height="22" rx="4" fill="${c.accent}"/>
    <rect x="22" y="60" width="40" height="110" rx="8" fill="url(#gloss)" opacity="0.6"/>`,
  building: (c) => `
    <rect x="40" y="18" width="120" height="166" rx="4" fill="${c.main}"/>
    <rect x="40" y="18" width="26" height="166" fill="url(#gloss)" opacity="0.6"/>
    ${Array.from({ length: 6 }, (_, row) =>
      Array.from(
        { length: 4 },
        (_, col) =>
          `<rect x="${52 + col * 26}" y="${30 + row * 22}" width="16" height="13" rx="2" fill="${(row + col) % 3 === 0 ? c.accent : c.light}"/>`,
      ).join(''),
    ).join('')}
    <rect x="84" y="160" width="32" height="24" fill="${c.dark}"/>
    <rect x="30" y="180" width="140" height="6" rx="3" fill="${c.dark}"/>`,
  key: (c) => `
    <circle cx="62" cy="78" r="40" fill="url(#metal)"/>
    <circle cx="62" cy="78" r="16" fill="${c.light}"/>
    <path d="M92 100 L172 180 L160 192 L148 180 L158 170 L146 158 L136 168 L124 156 L134 146 L80 92 Z" fill="url(#metal)"/>
    <path d="M30 60 Q40 44 58 42" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
    <path d="M104 30 L146 30 Q152 30 152 36 V62 Q152 68 146 68 H104 L92 49 Z" fill="${c.accent}"/>
    <circle cx="104" cy="49" r="4" fill="${c.light}"/>`,
  house: (c) => `
    <rect x="132" y="32" width="18" height="40" fill="${c.dark}"/>
    <rect x="36" y="92" width="128" height="90" fill="${c.light}"/>
    <path d="M18 100 L100 30 L182 100 L170 110 L100 50 L30 110 Z" fill="${c.main}"/>
    <path d="M36 100 L100 46 L164 100 V108 L100 54 L36 108 Z" fill="${c.dark}" opacity="0.2"/>
    <rect x="88" y="128" width="28" height="54" rx="2" fill="${c.dark}"/>
    <circle cx="110" cy="156" r="2.5" fill="${c.light}"/>
    <rect x="50" y="118" width="26" height="24" rx="2" fill="${c.accent}"/>
    <rect x="128" y="118" width="26" height="24" rx="2" fill="${c.accent}"/>
    <path d="M63 118 V142 M50 130 H76 M141 118 V142 M128 130 H154" stroke="${c.light}" stroke-width="2.5"/>`,
  land: (c) => `
    <path d="M0 130 Q60 96 120 118 T200 110 V200 H0 Z" fill="${GREEN_LIGHT}"/>
    <path d="M0 150 Q70 124 140 146 T200 140 V200 H0 Z" fill="${GREEN}"/>
    <path d="M30 176 L62 138 H150 L176 176 Z" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="8 6"/>
    <rect x="56" y="90" width="7" height="36" fill="#7a5538"/>
    <circle cx="60" cy="80" r="22" fill="${GREEN_DARK}"/>
    <circle cx="72" cy="90" r="14" fill="${GREEN}"/>
    <path d="M140 130 Q140 96 124 84 A20 20 0 1 1 156 84 Q140 96 140 130 Z" fill="${c.main}"/>
    <circle cx="140" cy="70" r="8" fill="${c.light}"/>`,
  shop: (c) => `
    <rect x="20" y="70" width="160" height="112" fill="${c.light}"/>
    <rect x="14" y="26" width="172" height="22" rx="4" fill="${c.dark}"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M${14 + i * 21.5} 48 H${35.5 + i * 21.5} V70 Q${24.75 + i * 21.5} 84 ${14 + i * 21.5} 70 Z" fill="${i % 2 === 0 ? c.main : '#ffffff'}"/>`).join('')}
    <rect x="32" y="96" width="76" height="62" rx="3" fill="${c.accent}" opacity="0.85"/>
    <path d="M40 150 L70 104 H88 L58 150 Z" fill="url(#gloss)"/>
    <rect x="124" y="96" width="42" height="86" rx="2" fill="${c.dark}"/>
    <circle cx="158" cy="140" r="3" fill="${c.light}"/>
    <rect x="12" y="180" width="176" height="6" rx="3" fill="${c.dark}" opacity="0.6"/>`,
  wrench: (c) => `
    <g transform="rotate(45 100 100)">
      <path d="M86 92 V70 A34 34 0 0 1 70 30 L88 46 H112 L130 30 A34 34 0 0 1 114 70 V92 Z" fill="url(#metal)"/>
      <rect x="88" y="86" width="24" height="96" rx="12" fill="url(#metal)"/>
      <rect x="92" y="100" width="6" height="70" rx="3" fill="#ffffff" opacity="0.5"/>
    </g>
    <g transform="rotate(-45 100 100)">
      <rect x="92" y="8" width="16" height="88" rx="3" fill="url(#metal)"/>
      <path d="M92 8 H108 L104 0 H96 Z" fill="${c.dark}"/>
      <rect x="82" y="96" width="36" height="90" rx="14" fill="${c.main}"/>
      <rect x="86" y="104" width="8" height="72" rx="4" fill="url(#gloss)"/>
      <path d="M100 112 V170" stroke="${c.dark}" stroke-width="4" stroke-linecap="round" opacity="0.4"/>
    </g>`,
} satisfies Record<string, IconDraw>;

export type IconName = keyof typeof ICONS;
