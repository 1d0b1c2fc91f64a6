/** MegaGem auf Deutsch: das Protokoll, die Ablehnungen, die Wertung, der Tisch, die Optionen und die Regeln. */
import type { GameCatalogue } from '../../../i18n/games.js';
import type { MESSAGES } from '../../../../shared/games/megagem/messages.js';
import type UI_EN from './en.js';

const COINS = (n: string) => `{${n}, plural, one {# Münze} other {# Münzen}}`;
/** A colour's name (Blau, Grün…) as an adjective ending in -e ("Blaue Edelsteine"). */
const ADJ_E = (p: string) => `{${p}, select, Blau {Blaue} Grün {Grüne} Pink {Pinke} Lila {Lila} Gelb {Gelbe} other {{${p}}}}`;

const DE: GameCatalogue<keyof typeof MESSAGES | keyof typeof UI_EN, 'megagem'> = {
  // Names of things
  'megagem.blue': 'Blau',
  'megagem.green': 'Grün',
  'megagem.pink': 'Pink',
  'megagem.purple': 'Lila',
  'megagem.yellow': 'Gelb',
  'megagem.treasureCard': 'Schatz mit {gems, plural, one {# Edelstein} other {# Edelsteinen}}',
  'megagem.loanCard': 'Kredit über {amount} Münzen',
  'megagem.investmentCard': 'Investition über {amount} Münzen',
  'megagem.seatAmount': '{seat} {amount}',
  'megagem.list': '{items}',
  'megagem.none': 'keine',

  // Missions
  'megagem.missionFourColours': 'Vierfarbenschild',
  'megagem.needFourColours': '4 Edelsteine in 4 verschiedenen Farben',
  'megagem.missionTwoPairs': 'Doppelpaar-Schild',
  'megagem.needTwoPairs': '2 Paare (jedes Paar in einer Farbe, beliebige Farben)',
  'megagem.missionPair': 'Paar-Anhänger',
  'megagem.needPair': '2 Edelsteine derselben Farbe (beliebige Farbe)',
  'megagem.missionColourPendant': '{color}-Anhänger',
  'megagem.needColourPair': '2 Edelsteine in {color}',
  'megagem.missionTwoColourPendant': '{a}-{b}-Anhänger',
  'megagem.needTwoColours': 'je 1 Edelstein in {a} und {b}',
  'megagem.missionThreeOfAKind': 'Drillingskrone',
  'megagem.needThreeOfAKind': '3 Edelsteine derselben Farbe (beliebige Farbe)',
  'megagem.missionThreeColours': 'Dreifarbenkrone',
  'megagem.needThreeColours': '3 Edelsteine in 3 verschiedenen Farben (beliebige Farben)',
  'megagem.missionThreeColourCrown': '{a}-{b}-{c}-Krone',
  'megagem.needThreeGiven': 'je 1 Edelstein in {a}, {b} und {c}',

  // Log
  'megagem.setup': `MegaGem für {players} Spieler mit Wertetabelle {chart}: Alle beginnen mit ${COINS('coins')} und {hand} geheimen Edelsteinkarten.`,
  'megagem.dealt': '{seat} erhält {gems}.',
  'megagem.dealtCount': '{seat} erhält {n, plural, one {# Edelsteinkarte} other {# Edelsteinkarten}}.',
  'megagem.missionsOnOffer': 'Ausliegende Aufträge: {missions}.',
  'megagem.rowRevealed': 'In der Edelsteinreihe aufgedeckt: {gems}.',
  'megagem.auctionTreasure': 'Auktion {round}: {card} für {gems}. Jetzt verdeckt bieten!',
  'megagem.auction': 'Auktion {round}: {card}. Jetzt verdeckt bieten!',
  'megagem.sealedBid': '{seat} hat verdeckt geboten.',
  'megagem.bidsRevealed': 'Gebote aufgedeckt: {bids}.',
  'megagem.tieRandom': '{tied} bieten gleich hoch ({high}); bei der ersten Auktion entscheidet das Los: {winner}.',
  'megagem.tieLeft': '{tied} bieten gleich hoch ({high}); {winner} sitzt {previous}, dem vorigen Gewinner, links am nächsten.',
  'megagem.wonTreasure': `{seat} ersteigert den {card} für ${COINS('price')} und nimmt {gems}{single, select, yes { (nur noch ein Edelstein lag aus, daher zählt er als Schatz mit 1 Edelstein)} other {}}.`,
  'megagem.wonLoan': `{seat} ersteigert den {card} für ${COINS('price')}: nimmt {amount} Münzen aus dem Vorrat und zahlt am Ende {amount} zurück.`,
  'megagem.wonInvestment': `{seat} ersteigert die {card} für ${COINS('price')}, festgelegt auf der Karte: am Ende {back} Münzen zurück.`,
  'megagem.missionCompleted': '{seat} erfüllt den Auftrag {mission} ({need}): +{coins} Münzen am Ende.',
  'megagem.noGemToReveal': '{seat} hat keine Edelsteinkarte mehr auf der Hand, die aufgedeckt werden könnte.',
  'megagem.revealed': '{seat} legt einen Edelstein in {color} offen in die Wertauslage.',
  'megagem.endAllAuctioned': 'Alle Edelsteine sind versteigert: Das Spiel ist vorbei.',
  'megagem.endDeckExhausted': 'Der Auktionsstapel ist aufgebraucht: Das Spiel ist vorbei.',
  'megagem.revealRest': '{seat} legt die restliche Hand offen in die Wertauslage: {gems}.',
  'megagem.finishes': `{seat} beendet das Spiel mit ${COINS('total')}.`,

  // Refusals
  'megagem.biddingClosed': 'Es wird nicht mehr geboten: Der Gewinner der Auktion deckt gerade einen Edelstein auf',
  'megagem.bidOverCoins': `Du kannst nicht mehr als deine ${COINS('coins')} bieten`,
  'megagem.bidOverLoan': `Du kannst nicht mehr als ${COINS('limit')} bieten: deine ${COINS('coins')} plus den Kredit über {loan} Münzen`,
  'megagem.nothingToReveal': 'Du hast gerade nichts aufzudecken',
  'megagem.notInHand': 'Wähle zum Aufdecken eine Edelsteinkarte aus deiner eigenen Hand',

  // Score lines
  'megagem.scoreGems': `${ADJ_E('color')} Steine`,
  'megagem.scoreGemsDetail': '{owned} × {each} ({shown} in der Auslage)',
  'megagem.scoreMissions': 'Aufträge',
  'megagem.scoreLoans': 'Kredite',
  'megagem.loansRepaid': '{n} zurückgezahlt',
  'megagem.scoreInvestments': 'Investitionen',
  'megagem.investmentDetail': '{locked} festgelegt + {amount}',
  'megagem.scoreCoins': 'Münzen',

  // The table: the auction
  'megagem.ui.auction': 'Auktion',
  'megagem.ui.auctionRound': 'Auktion {round}',
  'megagem.ui.noAuction': 'Keine Auktion',
  'megagem.ui.wonBy': 'Ersteigert von {seat}',
  'megagem.ui.gameOver': 'Das Spiel ist vorbei',
  'megagem.ui.cardsLeft': 'noch {n, plural, one {# Karte} other {# Karten}}',
  'megagem.ui.treasure': 'Schatz',
  'megagem.ui.loan': 'Kredit',
  'megagem.ui.invest': 'Investition',
  'megagem.ui.noGemLeft': 'kein Edelstein mehr',
  'megagem.ui.treasureGems': '{n, plural, one {# Edelstein} other {# Edelsteine}}',
  'megagem.ui.twoGemsOneLeft': 'Karte für 2, nur noch 1 Edelstein',
  'megagem.ui.coinsLent': 'Münzen geliehen',
  'megagem.ui.loanCaption': 'Jetzt {amount} nehmen, am Ende {amount} zurückzahlen',
  'megagem.ui.coinsReturn': 'Münzen Ertrag',
  'megagem.ui.investCaption': 'Dein Gebot wird festgelegt; am Ende zurück, plus {amount}',

  // The gem row
  'megagem.ui.gemRow': 'Edelsteinreihe',
  'megagem.ui.first': 'erster',
  'megagem.ui.second': 'zweiter',
  'megagem.ui.empty': 'leer',
  'megagem.ui.gemsInDeck': '{n, plural, one {# Edelstein} other {# Edelsteine}} im Stapel',
  'megagem.ui.gemName': 'Edelstein in {color}',

  // The Value Chart and Display
  'megagem.ui.valueZone': 'Wertetabelle und Wertauslage',
  'megagem.ui.valueTitle': 'Wertetabelle {chart} · Wertauslage',
  'megagem.ui.chartGem': 'Farbe',
  'megagem.ui.chartShown': 'Offen',
  'megagem.ui.chartShownHelp': 'Edelsteine dieser Farbe in der Wertauslage',
  'megagem.ui.worthNow': `Jeder Edelstein in {color} ist jetzt ${COINS('value')} wert`,
  'megagem.ui.chartNote': 'Gold: was ein gesammelter Edelstein jeder Farbe jetzt wert ist.',

  // Missions
  'megagem.ui.missions': 'Aufträge',
  'megagem.ui.shield': 'Schild',
  'megagem.ui.pendant': 'Anhänger',
  'megagem.ui.crown': 'Krone',
  'megagem.ui.needSame': '{n} in einer Farbe',
  'megagem.ui.needDifferent': '{n} verschiedene',
  'megagem.ui.needPairs': '{n} Paare',

  // Your play
  'megagem.ui.yourPlay': 'Dein Spielbereich',
  'megagem.ui.publicView': 'Öffentliche Ansicht: Geheime Karten werden niemandem gezeigt.',
  'megagem.ui.yourHand': 'Deine Hand',
  'megagem.ui.coinsWord': '{n, plural, one {Münze} other {Münzen}}',
  'megagem.ui.handSecret': 'Deine Edelsteinkarten (geheim)',
  'megagem.ui.handEmpty': 'Keine Edelsteinkarten mehr auf deiner Hand.',
  'megagem.ui.youBid': 'Dein Gebot: {amount}. Warte auf {seats}…',
  'megagem.ui.choosing': '{seat} hat gewonnen und wählt einen Edelstein zum Aufdecken…',

  // The bid
  'megagem.ui.yourBid': 'Dein verdecktes Gebot',
  'megagem.ui.bidLess': 'Eine Münze weniger bieten',
  'megagem.ui.bidMore': 'Eine Münze mehr bieten',
  'megagem.ui.bidding': 'Wird geboten…',
  'megagem.ui.placeBid': 'Bieten',
  'megagem.ui.quickBids': 'Schnellgebote',
  'megagem.ui.bidSecret': 'Niemand sieht dein Gebot, bevor alle geboten haben.',
  'megagem.ui.bidEmpty': 'Gib dein Gebot ein: eine ganze Zahl an Münzen, 0 oder mehr.',
  'megagem.ui.bidNotWhole': 'Ein Gebot ist eine ganze Zahl an Münzen, 0 oder mehr.',
  'megagem.ui.bidOverCoins': `Du kannst nicht mehr als deine ${COINS('coins')} bieten.`,
  'megagem.ui.bidOverLoan': `Du kannst nicht mehr als ${COINS('limit')} bieten: deine ${COINS('coins')} plus den Kredit über {loan} Münzen.`,
  'megagem.ui.limit': `Du kannst bis zu deinen ${COINS('limit')} bieten.`,
  'megagem.ui.limitLoan': `Du kannst bis zu ${COINS('limit')} bieten: deine ${COINS('coins')} plus den Kredit über {loan} Münzen.`,

  // The reveal
  'megagem.ui.revealGroup': 'Wähle einen Edelstein zum Aufdecken',
  'megagem.ui.youWon': 'Du hast die Auktion gewonnen!',
  'megagem.ui.revealInto': 'Lege eine Edelsteinkarte aus deiner Hand offen in die Wertauslage.',
  'megagem.ui.yourGemCards': 'Deine Edelsteinkarten',
  'megagem.ui.revealOption': '{color} aufdecken: Auslage {countNow} → {countAfter}, jeder Edelstein in {color} wert {worthNow} → {worthAfter}',
  'megagem.ui.revealEffect': 'Deckst du {color} auf, {countAfter, plural, one {liegt # davon} other {liegen # davon}} in der Auslage: Jeder Edelstein in {color} ist dann {worthAfter} statt {worthNow} wert{yours, plural, =0 {} other { (du hast #)}}.',
  'megagem.ui.revealHelp': 'Jede Karte zeigt, was ein Edelstein ihrer Farbe jetzt wert ist → nach deinem Aufdecken.',
  'megagem.ui.chooseFirst': 'Wähle zuerst eine deiner Edelsteinkarten.',
  'megagem.ui.revealColor': '{color} aufdecken',
  'megagem.ui.reveal': 'Aufdecken',

  // The players
  'megagem.ui.players': 'Spieler',
  'megagem.ui.inHand': '{n, plural, one {# Karte} other {# Karten}} auf der Hand',
  'megagem.ui.bidPlaced': '✓ geboten',
  'megagem.ui.stillBidding': '… bietet',
  'megagem.ui.collection': 'Sammlung',
  'megagem.ui.owned': '{n} × {color}: jetzt je {value}',
  'megagem.ui.noGems': 'noch keine Edelsteine',
  'megagem.ui.loanChip': 'Kredit −{amount}',
  'megagem.ui.investChip': 'Investition +{amount} · {locked} festgelegt',
  'megagem.ui.missionChip': '{name} +{coins}',
  'megagem.ui.mission': 'Auftrag',

  // The last auction
  'megagem.ui.lastAuction': 'Letzte Auktion',
  'megagem.ui.noneResolved': 'Noch keine Auktion entschieden. Es wird verdeckt geboten: Alle bieten gleichzeitig, dann stehen hier alle Gebote.',
  'megagem.ui.outcomeTitle': 'Auktion {round}: Ergebnis',
  'megagem.ui.outcome': '{seat} ersteigert „{card}“ für {price} {price_n, plural, one {Münze} other {Münzen}}{took, select, yes { und nimmt {gems}} other {}}.',
  'megagem.ui.tieRandom': 'Gleichstand zwischen {tied}: erste Auktion, daher wurde der Gewinner ausgelost.',
  'megagem.ui.tieLeft': 'Gleichstand zwischen {tied}: Es gewinnt, wer dem vorigen Gewinner links am nächsten sitzt.',

  // The score screen
  'megagem.ui.finalScores': 'Endwertung',
  'megagem.ui.wins': `{seat} gewinnt mit ${COINS('total')}!`,
  'megagem.ui.tie': 'Gleichstand um Platz 1: {seats}!',
  'megagem.ui.thatsYou': '🎉 Das bist du!',
  'megagem.ui.place': 'Platz',
  'megagem.ui.player': 'Spieler',
  'megagem.ui.total': 'Summe',

  // The game's summary and options
  'megagem.info.summary': 'Biete in verdeckten Auktionen um Edelsteine, deren Wert in den Händen aller verborgen liegt; die meisten Münzen gewinnen.',
  'megagem.option.chart': 'Wertetabelle',
  'megagem.option.chart.help': 'Wie viele Münzen ein Edelstein wert ist, je nachdem, wie viele seiner Farbe in der Wertauslage liegen. Für die erste Partie wird A empfohlen.',
  'megagem.option.chart.A': 'Tabelle A',
  'megagem.option.chart.B': 'Tabelle B',
  'megagem.option.chart.C': 'Tabelle C',
  'megagem.option.chart.D': 'Tabelle D',
  'megagem.option.chart.E': 'Tabelle E',

  // The rules screen
  'megagem.rules.0.title': 'Ziel',
  'megagem.rules.0.0': 'Beende das Spiel mit den meisten Münzen. Gewinne Auktionen um Edelsteine, Kredite und Investitionen, erfülle Aufträge und nutze die geheimen Edelsteine auf deiner Hand, um abzuschätzen, was jede Farbe wert sein wird.',
  'megagem.rules.1.title': 'Spielaufbau',
  'megagem.rules.1.0': '3 Spieler: je 35 Münzen und 5 Edelsteinkarten; 4 Spieler: je 25 Münzen und 4 Karten; 5 Spieler: je 20 Münzen und 3 Karten. Münzen sind offen, die Edelsteinkarten auf deiner Hand sind geheim.',
  'megagem.rules.1.1': 'Es gibt 30 Edelsteinkarten, 6 je Farbe (Blau, Grün, Pink, Lila, Gelb). Vier Auftragskarten werden aufgedeckt (die übrigen kommen aus dem Spiel), zwei Edelsteine werden in der Edelsteinreihe aufgedeckt, und die 25 Auktionskarten werden verdeckt gemischt.',
  'megagem.rules.1.2': 'Der Gastgeber wählt eine Wertetabelle, A bis E (ohne Auswahl A).',
  'megagem.rules.2.title': 'Eine Runde',
  'megagem.rules.2.0': '1. Eine Auktionskarte wird aufgedeckt: ein Schatz (1 oder 2 Edelsteine aus der Reihe), ein Kredit (20 oder 10 Münzen) oder eine Investition (10 oder 5 Münzen).',
  'megagem.rules.2.1': '2. Alle geben gleichzeitig ein verdecktes Gebot ab. Niemand sieht ein Gebot, bevor alle geboten haben; dann werden alle Gebote aufgedeckt. Du kannst nicht mehr Münzen bieten, als du hast – außer bei einem Kredit: Dort darfst du bis zu deinen Münzen plus dem Kreditbetrag bieten. Das höchste Gebot gewinnt und wird in den Vorrat bezahlt.',
  'megagem.rules.2.2': 'Gleichstand (auch bei 0): Unter den Gleichbietenden gewinnt, wer dem Gewinner der vorigen Auktion links am nächsten sitzt, also der nächste Platz nach ihm in der Reihenfolge des Beitretens, reihum. Bei der ersten Auktion wird der Gewinner unter den Gleichbietenden ausgelost.',
  'megagem.rules.2.3': 'Schatz: Der Gewinner nimmt den oder die Edelsteine in seine Sammlung; ein Schatz mit 1 Edelstein gilt für den zuerst aufgedeckten Edelstein. Ein Schatz mit 2 Edelsteinen, von denen nur noch einer ausliegt, zählt als Schatz mit 1 Edelstein.',
  'megagem.rules.2.4': 'Kredit: Der Gewinner nimmt den Kreditbetrag jetzt aus dem Vorrat und zahlt ihn am Ende zurück. Beispiel: Du gewinnst einen Kredit über 20 Münzen mit einem Gebot von 5: jetzt +15 Münzen, am Ende −20.',
  'megagem.rules.2.5': 'Investition: Die gebotenen Münzen werden auf der Karte festgelegt; am Ende erhält der Gewinner sie zurück, plus den Betrag der Karte. Beispiel: Du gewinnst eine Investition über 5 Münzen mit 3: am Ende 8 Münzen zurück.',
  'megagem.rules.2.6': '3. Der Gewinner legt eine Edelsteinkarte seiner Wahl aus der Hand offen in die Wertauslage. Mit leerer Hand wird nichts aufgedeckt, und es geht sofort weiter. Bei der Auktion, die das Spiel beendet, wird nichts aufgedeckt, da am Ende ohnehin alle Hände aufgedeckt werden.',
  'megagem.rules.2.7': '4. Die Edelsteinreihe wird aufgefüllt: Der verbliebene Edelstein rückt an die erste Stelle, dahinter werden neue Edelsteine aufgedeckt.',
  'megagem.rules.2.8': '5. Der Gewinner erhält jeden ausliegenden Auftrag, den seine Sammlung erfüllt (dieselben Edelsteine dürfen für mehrere Aufträge zählen). Aufträge werden nicht ersetzt.',
  'megagem.rules.3.title': 'Aufträge (30 Karten, 4 im Spiel)',
  'megagem.rules.3.0': 'Schilde: 4 Edelsteine in 4 verschiedenen Farben (10 Münzen); zwei Paare (15 Münzen) – jedes Paar sind zwei Edelsteine einer Farbe, und beide Paare dürfen dieselbe Farbe haben.',
  'megagem.rules.3.1': 'Anhänger, 5 Münzen: ein Paar in einer beliebigen Farbe (1 Karte); ein Paar in einer bestimmten Farbe (5 Karten); je ein Edelstein in zwei bestimmten Farben (10 Karten).',
  'megagem.rules.3.2': 'Kronen, 10 Münzen: drei in einer beliebigen Farbe (1); drei verschiedene Farben (1); je ein Edelstein in drei bestimmten Farben (10 Karten).',
  'megagem.rules.4.title': 'Spielende und Wertung',
  'megagem.rules.4.0': 'Das Spiel endet, wenn jeder Edelstein, der nicht auf eine Hand ausgeteilt wurde, versteigert ist (oder, falls es je vorkommt, wenn die Auktionskarten ausgehen). Alle restlichen Hände werden offen in die Wertauslage gelegt.',
  'megagem.rules.4.1': 'Für jede Farbe gibt die Zahl ihrer Edelsteine in der Wertauslage auf der Wertetabelle an, wie viele Münzen jeder Edelstein dieser Farbe in einer Sammlung wert ist. Tabellen (0, 1, 2, 3, 4, 5+ Edelsteine): A 0/4/8/12/16/20, B 20/16/12/8/4/0, C 0/2/5/9/14/20, D 20/18/15/11/6/0, E 0/4/10/18/6/0. Beispiel: Tabelle A mit vier Grün in der Auslage macht jeden grünen Edelstein 16 wert; zwei grüne Edelsteine sind 32 wert.',
  'megagem.rules.4.2': 'Summe = Edelsteine + Aufträge − Kredite + Investitionen (festgelegte Münzen + Betrag) + eigene Münzen. Die meisten Münzen gewinnen; bei gleicher Summe teilt man sich den Platz.',
  'megagem.rules.4.3': 'Die Bank wird nie leer: Der Vorrat wird gezählt, nicht begrenzt.',
};

export default DE;
