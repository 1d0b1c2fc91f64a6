/**
 * The desktop app's first-launch words (Windows Firewall's question, macOS's Local Network permission, the banner while
 * Windows Firewall keeps others out), in the app's four languages. Their own small catalogue, like the app menu's
 * (src/main/electron/menu.ts): only the app's Home and FirewallBanner chunks read them, so a phone's first screen does
 * not carry them (scripts/bundle-size.mjs). English is the reference; the type asks every language for every id.
 * No parameters. The pseudo-locale reads English.
 */
const DESKTOP_EN = {
  firewallAdvice: 'The first time you host, Windows asks whether Magic Table may accept connections. Choose Allow, for private networks (your home or school network): without it, nobody else can join.',
  localNetworkAdvice: 'The first time, macOS asks whether Magic Table may find devices on your local network. Choose Allow: without it, nobody else sees your tables. To change it later: System Settings › Privacy & Security › Local Network.',
  firewallBlocked: 'Windows Firewall blocks Magic Table: nobody else can join your tables. Open Windows Security › Firewall & network protection › Allow an app through firewall, and tick Magic Table for Private networks.',
  firewallUnanswered: 'Windows Firewall does not let others in yet: answer its question with Allow. If no question shows, or this network is set to Public: Windows Security › Firewall & network protection › Allow an app through firewall, tick Magic Table for Private networks (or make this network Private).',
} as const;

export type DesktopWord = keyof typeof DESKTOP_EN;

const DESKTOP: Record<'en' | 'de' | 'fr' | 'es', Record<DesktopWord, string>> = {
  en: DESKTOP_EN,
  de: {
    firewallAdvice: 'Beim ersten Hosten fragt Windows, ob Magic Table Verbindungen annehmen darf. Wähle Zulassen, für private Netzwerke (dein Heim- oder Schulnetz): sonst kann niemand sonst beitreten.',
    localNetworkAdvice: 'Beim ersten Mal fragt macOS, ob Magic Table Geräte in deinem lokalen Netzwerk finden darf. Wähle Erlauben: sonst sieht niemand deine Tische. Später ändern: Systemeinstellungen › Datenschutz & Sicherheit › Lokales Netzwerk.',
    firewallBlocked: 'Die Windows-Firewall blockiert Magic Table: Niemand sonst kann deinen Tischen beitreten. Öffne Windows-Sicherheit › Firewall- & Netzwerkschutz › Zugriff von App durch Firewall zulassen und hake Magic Table für private Netzwerke an.',
    firewallUnanswered: 'Die Windows-Firewall lässt noch niemanden herein: Beantworte ihre Frage mit Zulassen. Erscheint keine Frage oder ist dieses Netzwerk öffentlich: Windows-Sicherheit › Firewall- & Netzwerkschutz › Zugriff von App durch Firewall zulassen, Magic Table für private Netzwerke anhaken (oder dieses Netzwerk privat machen).',
  },
  fr: {
    firewallAdvice: 'La première fois que tu héberges, Windows demande si Magic Table peut accepter des connexions. Choisis Autoriser, pour les réseaux privés (ton réseau de maison ou d’école) : sinon, personne d’autre ne peut rejoindre.',
    localNetworkAdvice: 'La première fois, macOS demande si Magic Table peut trouver des appareils sur ton réseau local. Choisis Autoriser : sinon, personne ne voit tes tables. Pour changer plus tard : Réglages Système › Confidentialité et sécurité › Réseau local.',
    firewallBlocked: 'Le pare-feu Windows bloque Magic Table : personne d’autre ne peut rejoindre tes tables. Ouvre Sécurité Windows › Pare-feu et protection du réseau › Autoriser une application via le pare-feu, et coche Magic Table pour les réseaux privés.',
    firewallUnanswered: 'Le pare-feu Windows ne laisse encore entrer personne : réponds Autoriser à sa question. Si aucune question ne s’affiche, ou si ce réseau est public : Sécurité Windows › Pare-feu et protection du réseau › Autoriser une application via le pare-feu, coche Magic Table pour les réseaux privés (ou rends ce réseau privé).',
  },
  es: {
    firewallAdvice: 'La primera vez que alojas, Windows pregunta si Magic Table puede aceptar conexiones. Elige Permitir, para redes privadas (la red de tu casa o de tu escuela): si no, nadie más puede unirse.',
    localNetworkAdvice: 'La primera vez, macOS pregunta si Magic Table puede buscar dispositivos en tu red local. Elige Permitir: si no, nadie más ve tus mesas. Para cambiarlo después: Ajustes del Sistema › Privacidad y seguridad › Red local.',
    firewallBlocked: 'El Firewall de Windows bloquea Magic Table: nadie más puede unirse a tus mesas. Abre Seguridad de Windows › Firewall y protección de red › Permitir una aplicación a través del firewall, y marca Magic Table para redes privadas.',
    firewallUnanswered: 'El Firewall de Windows todavía no deja entrar a nadie: responde Permitir a su pregunta. Si no aparece ninguna pregunta, o esta red es pública: Seguridad de Windows › Firewall y protección de red › Permitir una aplicación a través del firewall, marca Magic Table para redes privadas (o haz privada esta red).',
  },
};

/** The word in the reader's locale (a region or the pseudo-locale falls back by its language, then to English). */
export function desktopWord(locale: string, id: DesktopWord): string {
  const lang = locale.toLowerCase().split(/[-_]/)[0];
  return (lang in DESKTOP ? DESKTOP[lang as keyof typeof DESKTOP] : DESKTOP.en)[id];
}
