/** Stroke drawings of the marketing images: cause pictograms (96 x 96) and benefit icons (64 x 64). */

export const CAUSE_PICTOGRAMS: Record<string, string> = {
  // A women's symbol.
  femme: "<circle cx='48' cy='34' r='24'/><path d='M48 58v36M32 78h32'/>",
  // A globe.
  humanitaire: "<circle cx='48' cy='48' r='40'/><ellipse cx='48' cy='48' rx='17' ry='40'/><path d='M8 48h80M15 26h66M15 70h66'/>",
  // A balloon on its string.
  enfant: "<ellipse cx='48' cy='36' rx='26' ry='32'/><path d='M42 70l6-2 6 2-6 4zM48 74c-8 8 8 12 0 22'/>",
  // A leaf and its midrib.
  environnement: "<path d='M14 82C14 36 44 12 86 10c2 44-24 74-72 72z'/><path d='M14 82 60 36M38 58h18M50 46V30'/>",
  // A heart held by two hands.
  solidarite:
    "<path d='M48 40c-6-12-26-12-26 4 0 12 14 20 26 30 12-10 26-18 26-30 0-16-20-16-26-4z'/><path d='M6 62c10 4 16 14 24 22h36c8-8 14-18 24-22'/>",
  // A paw print.
  animaux:
    "<ellipse cx='48' cy='66' rx='20' ry='17'/><circle cx='20' cy='42' r='9'/><circle cx='37' cy='22' r='9'/><circle cx='59' cy='22' r='9'/><circle cx='76' cy='42' r='9'/>",
  // A medical cross and a pulse line.
  sante: "<path d='M36 10h24v26h26v24H60v26H36V60H10V36h26z'/><path d='M2 96h24l8-12 10 20 8-8h42' stroke-width='5'/>",
  // An open book.
  education: "<path d='M48 24C38 16 22 14 6 16v62c16-2 32 0 42 8 10-8 26-10 42-8V16c-16-2-32 0-42 8z'/><path d='M48 24v62'/>",
};

export const BENEFIT_ICONS: Record<string, string> = {
  // Free: a price tag with a zero.
  gratuit: "<path d='M14 30 30 14h20v20L34 50z'/><circle cx='43' cy='21' r='3'/><ellipse cx='30' cy='34' rx='4' ry='6'/>",
  // The whole gift goes to the charity: a heart inside a hand.
  integralite:
    "<path d='M32 26c-3-7-14-7-14 2 0 7 8 12 14 17 6-5 14-10 14-17 0-9-11-9-14-2z'/><path d='M10 44c6 2 10 8 14 12h16c4-4 8-10 14-12'/>",
  // Escrow account: a safe.
  sequestre:
    "<rect x='12' y='16' width='40' height='34' rx='5'/><circle cx='32' cy='33' r='8'/><path d='M32 25v3M32 38v3M18 50v4M46 50v4'/>",
  // Secure payment: a shield with a tick.
  securite: "<path d='M32 10 50 17v14c0 12-8 20-18 24-10-4-18-12-18-24V17z'/><path d='m24 32 6 6 11-12'/>",
  // Tax receipt: a document with lines.
  recu: "<path d='M18 10h20l10 10v34H18z'/><path d='M38 10v10h10M24 30h16M24 38h16M24 46h10'/>",
  // Sharing: a QR-like square.
  partage:
    "<rect x='12' y='12' width='14' height='14' rx='2'/><rect x='38' y='12' width='14' height='14' rx='2'/><rect x='12' y='38' width='14' height='14' rx='2'/><path d='M38 38h6v6h-6zM46 46h6v6h-6zM38 52h2M52 38v2'/>",
};
