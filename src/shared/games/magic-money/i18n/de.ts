/**
 * Magic Money in German: the engine's catalogue (log, refusals, score lines, the creatures' names and
 * abilities), the table's words (en.ts) and the rules screen. Loaded on demand; never imported by the table.
 * Terms: Kassenbuch (ledger), öffentliche/private Seite, Eröffnungsgebot, verdecktes Gebot, Siegpunkte (SP),
 * Gierigster Zauberer; the active player "leitet die Auktion".
 */
import type { GameCatalogue } from '../../../i18n/catalogue.js';
import type { MESSAGES } from '../messages.js';
import type UI_EN from './en.js';

const DE: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'magic-money'> = {
  // The 21 creatures
  'magic-money.moonmoth': 'Mondmotte',
  'magic-money.gildedToad': 'Goldkröte',
  'magic-money.emberWhelp': 'Glutwelpe',
  'magic-money.thornbackYak': 'Dornenyak',
  'magic-money.velvetOwlbear': 'Samteulenbär',
  'magic-money.puddleKraken': 'Pfützenkrake',
  'magic-money.lanternSprite': 'Laternenwicht',
  'magic-money.quillGryphon': 'Federkielgreif',
  'magic-money.cinderGoat': 'Aschenziege',
  'magic-money.hushFox': 'Flüsterfuchs',
  'magic-money.marbleBasilisk': 'Marmorbasilisk',
  'magic-money.tidewyrm': 'Gezeitenwurm',
  'magic-money.snuffleImp': 'Schnüffelkobold',
  'magic-money.brambleUnicorn': 'Brombeer-Einhorn',
  'magic-money.ledgerMimic': 'Kassenbuch-Mimik',
  'magic-money.cloudFerret': 'Wolkenfrettchen',
  'magic-money.copperChimera': 'Kupferchimäre',
  'magic-money.rosehipDrake': 'Hagebuttendrache',
  'magic-money.inkHydra': 'Tintenhydra',
  'magic-money.sugarPhoenix': 'Zuckerphönix',
  'magic-money.glumTroll': 'Griesgramtroll',

  // Abilities, as printed on the cards
  'magic-money.abilityForge': 'Beim Adoptieren: Schreib den gerade gezahlten Preis auf die private Seite im Kassenbuch eines Rivalen (du wählst, wessen).',
  'magic-money.abilityCrossOut': 'Beim Adoptieren: Streich eine Zahl {side, select, any {in deinem Kassenbuch (beliebige Seite)} public {auf der öffentlichen Seite deines Kassenbuchs} other {auf der privaten Seite deines Kassenbuchs}} durch; sie zählt nicht mehr zu deiner Summe.',

  // Log
  'magic-money.setup': 'Der Kreaturenstapel umfasst {size} Karten; die übrigen {box} bleiben in der Schachtel. {seat} leitet die erste Auktion.',
  'magic-money.auctionBegins': 'Auktion {auction} von {auctions}: Zur Adoption steht die Kreatur {creature}. {seat} eröffnet, mit höchstens {cap}.',
  'magic-money.auctionLeads': 'Auktion {auction} von {auctions}: Zur Adoption steht die Kreatur {creature}. {seat} leitet sie.',
  'magic-money.opened': '{seat} eröffnet mit {amount} (auf der öffentlichen Seite notiert).',
  'magic-money.openedAtOne': '{seat} eröffnet mit 1 — {why, select, first {die erste Auktion beginnt immer mit 1} small {nach einem Zuschlag unter 10 ({last}) ist das Eröffnungsgebot immer 1} other {mehr erlaubt ein Zehntel des letzten Preises ({last}) nicht}}.',
  'magic-money.sealedBidOf': '{seat} hat verdeckt {amount} geboten.',
  'magic-money.sealedBid': '{seat} hat verdeckt geboten.',
  'magic-money.seatAmount': '{seat}: {amount}',
  'magic-money.sealedBids': 'Die verdeckten Gebote: {bids}.{tie, select, yes { Gleichstand: Wähle unter den Höchstbietenden, wer gewinnt.} other {}}',
  'magic-money.bidsIn': 'Alle Gebote liegen vor; {seat} sieht sie sich geheim an.',
  'magic-money.activeWins': 'Alle verdeckten Gebote waren niedriger: {seat} gewinnt die Kreatur {creature} mit dem Eröffnungsgebot von {amount}.',
  'magic-money.announced': '{active} verkündet: {seat} gewinnt die Kreatur {creature} für {amount} (jetzt auf der öffentlichen Seite).',
  'magic-money.losersWrite': 'Alle anderen Bietenden notieren ihr Gebot auf der privaten Seite ihres Kassenbuchs.',
  'magic-money.gameEnds': 'Der Kreaturenstapel ist leer: Das Spiel endet. Die Kassenbücher werden zusammengezählt, und der Gierigste Zauberer scheidet aus.',
  'magic-money.nothingToCross': 'Die Kreatur {creature} findet im Kassenbuch von {seat} nichts zum Durchstreichen.',
  'magic-money.forgeChoice': 'Fähigkeit der Kreatur {creature}: {seat} wählt, auf wessen private Seite {amount} kopiert wird.',
  'magic-money.crossChoice': 'Fähigkeit der Kreatur {creature}: {seat} wählt eine Zahl zum Durchstreichen.',
  'magic-money.crossedPublic': 'Die Kreatur {creature} von {seat} streicht {amount} auf der öffentlichen Seite durch.',
  'magic-money.crossedPrivate': 'Die Kreatur {creature} von {seat} streicht {amount} auf der privaten Seite durch.',
  'magic-money.crossedPrivateHidden': 'Die Kreatur {creature} von {seat} streicht eine Zahl auf der privaten Seite durch.',
  'magic-money.forged': 'Die Kreatur {creature} von {seat} kopiert {amount} auf die private Seite von {rival}.',

  // Refusals
  'magic-money.notOpening': 'Nur wer die Auktion leitet, eröffnet sie, und zwar zu Beginn',
  'magic-money.openExactlyOne': 'Bei der ersten Auktion und nach einem einstelligen Siegergebot muss das Eröffnungsgebot genau 1 sein',
  'magic-money.openOverCap': 'Das Eröffnungsgebot darf höchstens {cap} sein, ein Zehntel des letzten Siegergebots',
  'magic-money.notBidding': 'Verdeckte Gebote gibt es erst nach dem Eröffnungsgebot',
  'magic-money.notResolving': 'Nur wer die Auktion leitet, verkündet, wer gewinnt, sobald alle Gebote vorliegen',
  'magic-money.youWin': 'Alle Gebote liegen unter deinem Eröffnungsgebot, also gewinnst du diese Auktion',
  'magic-money.chooseTied': 'Wähle eine der gleichauf höchstbietenden Personen',
  'magic-money.notHighest': 'Diese Person hat nicht am höchsten geboten',
  'magic-money.noCrossOut': 'Du hast gerade keine Kreaturenfähigkeit, mit der du eine Zahl durchstreichen kannst',
  'magic-money.noSuchEntry': 'Diese Zahl steht nicht in deinem Kassenbuch',
  'magic-money.alreadyCrossed': 'Diese Zahl ist bereits durchgestrichen',
  'magic-money.wrongSide': 'Diese Kreatur streicht nur auf der {side, select, public {öffentlichen} other {privaten}} Seite eine Zahl durch',
  'magic-money.noForge': 'Du hast gerade keine Kreaturenfähigkeit, mit der du ein Kassenbuch fälschen kannst',
  'magic-money.chooseRival': 'Wähle einen Rivalen: eine andere Person am Tisch',

  // Score lines
  'magic-money.scoreCreatures': 'Kreaturen',
  'magic-money.adopted': '{n} adoptiert',
  'magic-money.scoreHorns': 'Hörner',
  'magic-money.hornsDetail': '{n, plural, one {# Horn} other {# Hörner}} ({odd, select, yes {ungerade} other {gerade}})',
  'magic-money.scoreWings': 'Flügel',
  'magic-money.wingsDetail': '{n, plural, one {# Flügel} other {# Flügel}}',
  'magic-money.scoreHearts': 'Herzen',
  'magic-money.heartsDetail': '{n, plural, one {# ganzes Herz} other {# ganze Herzen}}',
  'magic-money.scoreLedger': 'Ausgaben',
  'magic-money.greediest': 'Gierigster Zauberer (Ausgaben {total}): scheidet aus',

  // The table: top strip and stage
  'magic-money.ui.round': 'Auktion {auction, number} von {auctions, number}',
  'magic-money.ui.deckTitle': 'Kreaturen im Stapel',
  'magic-money.ui.deckLeft': 'noch {n, number} im Stapel',
  'magic-money.ui.lastWin': 'Letzter Zuschlag {amount}',
  'magic-money.ui.onOffer': 'Im Angebot',
  'magic-money.ui.justAdopted': 'Gerade adoptiert',
  'magic-money.ui.isActive': '{name} leitet die Auktion',
  'magic-money.ui.wonIsActive': '{name} hat gewonnen und leitet die nächste Auktion',
  'magic-money.ui.openingBidLabel': 'Eröffnungsgebot',
  'magic-money.ui.openingBid': 'Eröffnungsgebot {amount}',
  'magic-money.ui.openingAtMost': '{why, select, first {Eröffnungsgebot: 1 (die erste Auktion)} small {Eröffnungsgebot: 1 (der letzte Preis, {last}, lag unter 10)} tenth {Eröffnungsgebot: 1 (ein Zehntel von {last})} other {Eröffnungsgebot: höchstens {amount} (ein Zehntel von {last})}}',
  'magic-money.ui.sealedBids': 'Verdeckte Gebote',
  'magic-money.ui.sealed': 'hat geboten',
  'magic-money.ui.thinking': 'überlegt',

  // The table: opening
  'magic-money.ui.openExactlyOne': 'Du eröffnest diese Auktion mit 1: {why, select, first {Die erste Auktion beginnt immer mit 1.} small {Nach einem Zuschlag unter 10 ({last}) ist das Eröffnungsgebot immer 1.} other {Ein Zehntel des letzten Preises ({last}) ergibt abgerundet 1.}}',
  'magic-money.ui.openAtOne': 'Mit 1 eröffnen',
  'magic-money.ui.openAt': 'Mit {amount} eröffnen',
  'magic-money.ui.openLabel': 'Dein öffentliches Eröffnungsgebot',
  'magic-money.ui.open': 'Eröffnen',
  'magic-money.ui.openHint': 'Du darfst mit bis zu {cap} eröffnen — ein Zehntel des letzten Preises, {last}. Es kommt auf deine öffentliche Seite.',
  'magic-money.ui.othersOpening': '{one, select, yes {{name} eröffnet mit 1, wie die Regel es will.} other {{name} schreibt ein Eröffnungsgebot (höchstens {amount}).}}',

  // The table: sealed bids
  'magic-money.ui.bidLabel': 'Dein verdecktes Gebot',
  'magic-money.ui.sealBid': 'Gebot abgeben',
  'magic-money.ui.bidHint': 'Jede ganze Zahl, ohne Obergrenze. Ab {opening} schlägst du das Eröffnungsgebot. Am Ende zählt jedes Gebot gegen dich.',
  'magic-money.ui.yourSealedBid': 'Dein verdecktes Gebot: {amount}. Warten auf die anderen …',
  'magic-money.ui.yourBidIn': 'Dein verdecktes Gebot: {amount}.',
  'magic-money.ui.openingStands': 'Dein Eröffnungsgebot steht. Die anderen bieten verdeckt; du siehst danach alle Gebote.',
  'magic-money.ui.othersSealing': 'Die Zauberer bieten verdeckt.',

  // The table: announcing the winner
  'magic-money.ui.onlyYou': 'Nur du siehst diese Gebote.',
  'magic-money.ui.tieChoose': 'Gleichstand: Wähle, wer gewinnt.',
  'magic-money.ui.announceWinner': 'Verkünde, wer gewinnt.',
  'magic-money.ui.yourOpening': 'Dein Eröffnungsgebot {amount}',
  'magic-money.ui.iWin': 'Ich gewinne mit meinem Eröffnungsgebot',
  'magic-money.ui.announce': 'Verkünden: {name} gewinnt',
  'magic-money.ui.looking': '{name} sieht sich die verdeckten Gebote an …',

  // The table: a creature's ability
  'magic-money.ui.crossOutWhat': 'Deine Kreatur {creature}: Streich eine Zahl {side, select, any {in deinem Kassenbuch} public {auf deiner öffentlichen Seite} other {auf deiner privaten Seite}} durch. Sie zählt dann nicht mehr.',
  'magic-money.ui.crossOut': '{amount} durchstreichen {where}',
  'magic-money.ui.crossOutWhere': '({side, select, public {öffentlich} other {privat}}, Auktion {auction, number})',
  'magic-money.ui.forgeWhat': 'Deine Kreatur {creature}: Kopiere {amount} auf die private Seite eines Rivalen.',
  'magic-money.ui.forgeOnto': 'Fälschen bei {name}',
  'magic-money.ui.usingAbility': '{name} setzt die Fähigkeit der Kreatur {creature} ein.',

  // The table: the last auction
  'magic-money.ui.lastAuction': 'Auktion {auction, number}: {name} hat die Kreatur {creature} für {amount} adoptiert.',
  'magic-money.ui.youSaw': 'Du hast gesehen: {bids}',

  // The table: wizards
  'magic-money.ui.wizard': 'Zauberer {n, number}',
  'magic-money.ui.active': 'aktiv',
  'magic-money.ui.totals': 'Summen der Kreaturen',
  'magic-money.ui.printedVp': 'Aufgedruckte Siegpunkte',
  'magic-money.ui.hornsTally': 'Hörner {n, number}',
  'magic-money.ui.wingsTally': 'Flügel {n, number}',
  'magic-money.ui.heartsTitle': 'Linke / rechte Herzhälften',
  'magic-money.ui.noCreatures': 'Noch keine Kreaturen',
  'magic-money.ui.yourLedger': 'Dein Kassenbuch',

  // The table: creature cards
  'magic-money.ui.cardLabel': '{label}: {creature}',
  'magic-money.ui.attributes': 'Merkmale',
  'magic-money.ui.vp': '{n, plural, one {# Siegpunkt} other {# Siegpunkte}}',
  'magic-money.ui.vpTitle': 'Siegpunkte',
  'magic-money.ui.horns': '{n, plural, one {# Horn} other {# Hörner}}',
  'magic-money.ui.hornsTitle': 'Hörner',
  'magic-money.ui.wings': '{n, plural, one {# Flügel} other {# Flügel}}',
  'magic-money.ui.wingsTitle': 'Flügel',
  'magic-money.ui.leftHearts': '{n, plural, one {# linke Herzhälfte} other {# linke Herzhälften}}',
  'magic-money.ui.leftHeartsTitle': 'Linke Herzhälften',
  'magic-money.ui.rightHearts': '{n, plural, one {# rechte Herzhälfte} other {# rechte Herzhälften}}',
  'magic-money.ui.rightHeartsTitle': 'Rechte Herzhälften',
  'magic-money.ui.noAbility': 'Keine Fähigkeit',
  'magic-money.ui.vpShort': '{n, number} SP',
  'magic-money.ui.chipTitle': '{creature}: {parts}',
  'magic-money.ui.chipTitleAbility': '{creature}: {parts}. {ability}',

  // The table: ledgers
  'magic-money.ui.public': 'Öffentlich',
  'magic-money.ui.private': 'Privat',
  'magic-money.ui.privateCount': 'Privat ({n, number})',
  'magic-money.ui.total': 'Summe {amount}',
  'magic-money.ui.entry': 'Auktion {auction, number}, {source, select, open {Eröffnungsgebot} won {Siegergebot} lost {unterlegenes Gebot} other {gefälscht}}{crossed, select, yes {, durchgestrichen} other {}}',
  'magic-money.ui.hiddenEntry': 'verdeckte Zahl ({what})',
  'magic-money.ui.secretAtEnd': '{n, plural, =0 {Keine Zahl, die zählt} one {# geheime Zahl: {amount}} other {# geheime Zahlen, zusammen {amount}}}{crossed, plural, =0 {} other { · # durchgestrichen}}',
  'magic-money.ui.secretAtEndTip': 'Verlorene Gebote bleiben auch nach dem Spiel geheim: Niemand sonst sieht je eines. Bekannt ist nur ihre Summe, aus der Summe des Kassenbuchs.',
  'magic-money.ui.crossedOut': '{amount} durchgestrichen',
  'magic-money.ui.forgedTag': 'gefälscht',

  // The table: the end of the game
  'magic-money.ui.deckEmpty': 'Der Kreaturenstapel ist leer',
  'magic-money.ui.greediest': '{count, plural, one {{names} ist der Gierigste Zauberer} other {{names} sind gleichauf die Gierigsten Zauberer}}, mit Ausgaben von {amount} – ausgeschieden!',
  'magic-money.ui.spentMore': '{more} hat {amount} mehr ausgegeben als {less}.',
  'magic-money.ui.nobodyGreediest': 'Alle haben genau gleich viel ausgegeben: Niemand scheidet aus.',
  'magic-money.ui.winners': '{count, plural, one {{names} gewinnt!} other {{names} gewinnen!}}',
  'magic-money.ui.scores': 'Wertung',
  'magic-money.ui.place': 'Platz',
  'magic-money.ui.wizardColumn': 'Zauberer',
  'magic-money.ui.creatureVp': 'Kreaturen-SP',
  'magic-money.ui.vpColumn': 'SP',
  'magic-money.ui.eliminated': 'ausgeschieden',

  // The table: typing an amount
  // Explanations (tooltips) and sums
  'magic-money.ui.pictureOf': 'Bild: {creature}',
  'magic-money.ui.entryTip': '{source, select, open {Eröffnungsgebot der Auktion {auction, number}: öffentlich notiert, als die Auktion eröffnet wurde.} won {Bezahlter Preis für die Kreatur der Auktion {auction, number}: das Siegergebot, öffentlich.} lost {Ein unterlegenes verdecktes Gebot der Auktion {auction, number}: trotzdem ausgegeben{mine, select, yes {; nur du siehst es} other {}}.} other {Gefälscht in Auktion {auction, number}: die Kreatur eines Rivalen hat seinen Preis auf diese private Seite kopiert.}} {crossed, select, yes {Durchgestrichen: zählt nicht mehr.} other {Zählt zur Summe des Kassenbuchs.}}',
  'magic-money.ui.hiddenTip': 'Eine Zahl auf der privaten Seite dieses Zauberers (Auktion {auction, number}): Nur er selbst kennt sie.',
  'magic-money.ui.sideSum': 'Zwischensumme {amount}',
  'magic-money.ui.sideSumTip': '{side, select, public {Summe der öffentlichen Seite, ohne durchgestrichene Zahlen. Alle sehen sie.} other {Summe {mine, select, yes {deiner} other {dieser}} privaten Seite, ohne durchgestrichene Zahlen.{mine, select, yes { Nur du siehst sie.} other {}}}}',
  'magic-money.ui.totalTip': 'Summe des Kassenbuchs: alle Zahlen beider Seiten, ohne durchgestrichene. Wer am Ende die höchste Summe hat, ist der Gierigste Zauberer und scheidet aus.',

  // First-game hints
  'magic-money.ui.hintOpen': '{one, select, yes {Das erste Eröffnungsgebot, und jedes nach einem einstelligen Siegergebot, ist genau 1.} other {Du darfst höchstens {cap} eröffnen: ein Zehntel des letzten Siegerpreises.}} Dein Eröffnungsgebot ist öffentlich; bietet niemand so viel, bekommst du die Kreatur dafür.',
  'magic-money.ui.hintBid': 'Biete eine beliebige ganze Zahl: Das höchste Gebot gewinnt die Kreatur und wird öffentlich. Ein unterlegenes Gebot ist trotzdem ausgegeben, und wer insgesamt am meisten ausgibt, scheidet aus.',
  'magic-money.ui.hintAnnounce': '{tie, select, yes {Die höchsten Gebote sind gleich: Du wählst, wer von ihnen gewinnt.} other {Verkünde den Höchstbietenden.}} Die anderen sehen die unterlegenen Gebote nie; der Preis des Siegers kommt auf seine öffentliche Seite.',
  'magic-money.ui.hintCrossOut': 'Eine durchgestrichene Zahl zählt nicht mehr zu deiner Summe: Streich eine große, dann bist du weiter davon entfernt, der Gierigste Zauberer zu sein.',
  'magic-money.ui.hintForge': 'Die Kopie kommt auf die private Seite des Rivalen und zählt gegen ihn: So kann er zum Gierigsten Zauberer werden.',

  // Score lines' reasons
  'magic-money.ui.wingsReason': '{n, plural, one {# Flügel} other {# Flügel}}, {beaten, plural, =0 {niemand hat weniger} one {# Zauberer hat weniger} other {# Zauberer haben weniger}}',
  'magic-money.ui.creatureVpTip': 'Aufgedruckte Siegpunkte der {n, plural, one {# adoptierten Kreatur} other {# adoptierten Kreaturen}}.',
  'magic-money.ui.hornsTip': '{n, plural, one {# Horn} other {# Hörner}}: {odd, select, yes {eine ungerade Zahl, also zählt jedes Horn 1} other {eine gerade Zahl, also zählen die Hörner nichts}}.',
  'magic-money.ui.wingsTip': '{n, plural, one {# Flügel} other {# Flügel}}: 1 Punkt für jeden Zauberer mit weniger Flügeln ({beaten, number}).',
  'magic-money.ui.heartsTip': '{left, number} linke und {right, number} rechte Herzhälften ergeben {n, plural, one {# ganzes Herz} other {# ganze Herzen}}, je 2 Punkte.',
  'magic-money.ui.vpTip': 'Alle Siegpunkte: Kreaturen, Hörner, Flügel und Herzen.',
  'magic-money.ui.ledgerTip': '{out, select, yes {Die höchste Summe im Kassenbuch: Der Gierigste Zauberer scheidet aus, egal wie viele Punkte er hat.} other {Alle Zahlen beider Seiten, ohne durchgestrichene. Bei gleichen Punkten gewinnt die höhere Summe.}}',

  // The player aid
  'magic-money.ui.aidTitle': 'Magic Money auf einen Blick',
  'magic-money.ui.aidGoal': 'Ziel',
  'magic-money.ui.aidGoalText': 'Adoptiere die Kreaturen mit den meisten Siegpunkten – aber jedes Gebot steht in deinem Kassenbuch, und wer insgesamt am meisten ausgibt, scheidet aus.',
  'magic-money.ui.aidAuction': 'Eine Auktion',
  'magic-money.ui.aidStep1': 'Eröffnen: Der aktive Zauberer schreibt ein öffentliches Eröffnungsgebot, höchstens ein Zehntel des letzten Siegerpreises (zu Beginn 1).',
  'magic-money.ui.aidStep2': 'Verdeckte Gebote: Alle anderen bieten geheim eine beliebige ganze Zahl.',
  'magic-money.ui.aidStep3': 'Verkündung: Nur der aktive Zauberer sieht die Gebote und verkündet das höchste (bei Gleichstand wählt er); ist jedes Gebot niedriger als das Eröffnungsgebot, gewinnt er selbst.',
  'magic-money.ui.aidStep4': 'Kassenbücher: Der Preis des Siegers kommt auf seine öffentliche Seite, jedes unterlegene Gebot auf die private Seite seines Bieters. Der Sieger adoptiert die Kreatur, nutzt ihre Fähigkeit und eröffnet die nächste Auktion.',
  'magic-money.ui.aidScoring': 'Wertung',
  'magic-money.ui.aidVp': 'Die aufgedruckten Siegpunkte deiner Kreaturen.',
  'magic-money.ui.aidHorns': 'Hörner: Eine ungerade Zahl bringt 1 pro Horn, eine gerade nichts.',
  'magic-money.ui.aidWings': 'Flügel: 1 Punkt für jeden Zauberer mit weniger Flügeln als du.',
  'magic-money.ui.aidHearts': 'Herzen: Eine linke und eine rechte Hälfte ergeben ein ganzes Herz, 2 Punkte wert.',
  'magic-money.ui.aidGreedy': 'Gierigster Zauberer: Die höchste Summe im Kassenbuch (beide Seiten, ohne durchgestrichene Zahlen) scheidet aus. Unter den anderen gewinnen die meisten Punkte; bei Gleichstand die höhere Summe.',

  'magic-money.ui.placeholderCap': '1 – {cap}',
  'magic-money.ui.placeholder': 'jede ganze Zahl ≥ 1',
  'magic-money.ui.preview': 'Dein Gebot: {amount} {digits}',
  'magic-money.ui.digits': '({n, plural, one {# Ziffer} other {# Ziffern}})',
  'magic-money.ui.amountEmpty': 'Schreib eine ganze Zahl ab 1',
  'magic-money.ui.amountDigitsOnly': 'Ein Betrag besteht nur aus Ziffern',
  'magic-money.ui.amountNegative': 'Ein Gebot kann nicht negativ sein: Schreib eine ganze Zahl ab 1',
  'magic-money.ui.amountDecimal': 'Nur ganze Zahlen: Lass die Nachkommastellen weg',
  'magic-money.ui.amountGrouping': 'Gruppiere die Ziffern zu dritt, etwa {example}',
  'magic-money.ui.amountZero': 'Ein Betrag muss mindestens 1 sein',
  'magic-money.ui.amountTooLong': 'Beträge haben höchstens {max, number} Ziffern',
  'magic-money.ui.amountOverCap': 'Höchstens {cap}',

  // The rules screen (the summary is in the game's definition: src/shared/games/magic-money/index.ts)
  'magic-money.rules.auctions.title': 'Auktionen',
  'magic-money.rules.auctions.deck': 'Der Kreaturenstapel umfasst {cards3} Karten bei 3 Personen, {cards4} Karten bei 4, {cards5} Karten bei 5 und {cards6} Karten bei 6; der Rest bleibt in der Schachtel. Wer als erstes aktiv ist und damit die erste Auktion leitet, wird zufällig bestimmt (nach dem Startwert des Tisches).',
  'magic-money.rules.auctions.opening': 'Der aktive Spieler eröffnet mit einem öffentlichen Gebot, das sofort auf die öffentliche Seite seines Kassenbuchs kommt: mindestens 1 und höchstens ein Zehntel des vorigen Siegergebots (die letzte Ziffer streichen: nach einem Zuschlag von 5.739 liegt die Obergrenze bei 573). Bei der ersten Auktion und nach einem einstelligen Siegergebot ist es genau 1. Das Eröffnungsgebot zählt zur Summe des aktiven Spielers, ob er gewinnt oder nicht.',
  'magic-money.rules.auctions.sealed': 'Alle anderen geben ein verdecktes Gebot ab: eine beliebige ganze Zahl ab 1, ohne Obergrenze (in dieser App bis zu {digits, number} Ziffern).',
  'magic-money.rules.auctions.announce': 'Nur der aktive Spieler sieht alle verdeckten Gebote und verkündet, wer gewinnt. Ein Gebot, das dem Eröffnungsgebot GLEICHT, schlägt es; der aktive Spieler gewinnt nur, wenn alle verdeckten Gebote niedriger sind. Bieten mehrere gleich viel und am höchsten, wählt der aktive Spieler, wer von ihnen gewinnt.',
  'magic-money.rules.auctions.ledger': 'Das Siegergebot kommt auf die öffentliche Seite seines Kassenbuchs und bleibt für den Rest des Spiels für alle sichtbar; jedes andere Gebot kommt auf die private Seite im Kassenbuch seines Besitzers, die nur dieser sieht (und der aktive Spieler, der die Gebote angesehen hat). Wer gewinnt, adoptiert die Kreatur, handelt ihre Fähigkeit ab und wird der nächste aktive Spieler.',
  'magic-money.rules.auctions.timer': 'Zugzeit (Hausregel): Hat der Tisch eine, bekommt jede Entscheidung ihre volle Zeit. Läuft sie ab, entscheidet der Host vorsichtig für dich: Er eröffnet oder bietet 1, nennt wenn möglich einen anderen Höchstbietenden als dich (dich nur, wenn du der Einzige bist), streicht deine größte Zahl oder fälscht beim ersten Rivalen zu deiner Linken. Bist du zurück, zeigt „Während du weg warst“, was für dich getan wurde.',
  'magic-money.rules.abilities.title': 'Fähigkeiten der Kreaturen',
  'magic-money.rules.abilities.trigger': 'Eine Fähigkeit wird ausgelöst, wenn ihre Kreatur adoptiert wird, und vor der nächsten Auktion abgehandelt; wer die Kreatur adoptiert, trifft die Entscheidungen.',
  'magic-money.rules.abilities.crossOut': 'Durchstreichen: Wer die Kreatur adoptiert, wählt im eigenen Kassenbuch (auf der Seite, die die Karte nennt) eine Zahl, die noch nicht durchgestrichen ist; sie zählt nicht mehr zur eigenen Summe. Eine durchgestrichene öffentliche Zahl sehen alle; bei einer privaten Zahl sehen die anderen nur, dass eine durchgestrichen wurde. Gibt es nichts durchzustreichen, bewirkt die Fähigkeit nichts.',
  'magic-money.rules.abilities.forge': 'Fälschen: Wer die Kreatur adoptiert, kopiert den gerade gezahlten Preis auf die private Seite eines frei gewählten Rivalen; er zählt zu dessen Summe, und alle sehen die Kopie (der Preis war öffentlich).',
  'magic-money.rules.scoring.title': 'Wertung',
  'magic-money.rules.scoring.printed': 'Kreaturen bringen ihre aufgedruckten Siegpunkte.',
  'magic-money.rules.scoring.horns': 'Hörner: Eine ungerade Anzahl Hörner bringt 1 Punkt pro Horn; eine gerade Anzahl bringt nichts.',
  'magic-money.rules.scoring.wings': 'Flügel: 1 Punkt für jede Person mit weniger Flügeln als du (gleich viele Flügel bringen nichts).',
  'magic-money.rules.scoring.hearts': 'Herzen: 2 Punkte pro ganzem Herz, aus einer linken und einer rechten Herzhälfte beliebiger deiner Kreaturen; übrige Hälften bringen nichts.',
  'magic-money.rules.scoring.greediest': 'Gierigster Zauberer: Deine Summe im Kassenbuch sind alle Zahlen auf beiden Seiten außer den durchgestrichenen. Wer die höchste Summe hat, scheidet aus. Hausregel: Haben mehrere gleichauf die höchste Summe, scheiden alle von ihnen aus – außer alle haben dieselbe Summe, dann scheidet niemand aus.',
  'magic-money.rules.scoring.winner': 'Unter den Übrigen gewinnt, wer die meisten Siegpunkte hat; bei Gleichstand gewinnt, wer die HÖHERE Summe im Kassenbuch hat; wer dann noch gleichauf liegt, teilt sich den Platz. Am Ende wird jede Summe gezeigt, aber kein verlorenes Gebot: nur ihre Summe, aus der Gesamtsumme.',
  'magic-money.rules.creatures.title': 'Die {count} Kreaturen',

  // The rules screen: the 21 creatures
  'magic-money.rules.creatures.creature': '{name}: {vp} SP, {horns, plural, one {# Horn} other {# Hörner}}, {wings} Flügel, {left, plural, one {# linke Herzhälfte} other {# linke Herzhälften}}, {right, plural, one {# rechte Herzhälfte} other {# rechte Herzhälften}}.{power, select, none {} other { {ability}}}',
};

export default DE;
