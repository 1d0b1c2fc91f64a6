/**
 * What the host says when it refuses a request, as message ids with
 * parameters (ICU MessageFormat, English the reference): the error frame
 * carries both the English sentence (`message`) and the id (`msg`), so that
 * each client shows it in its reader's language.
 */
import { catalogue, type Catalogue } from './engine/messages.js';

export const HOST_MESSAGES = {
  // Frames
  'host.malformed': 'Malformed message{where, select, none {} other { (at {where})}}: {problem}',
  'host.rateLimited': 'Too many messages: slow down (at most {perSecond} a second)',
  'host.tooBig': 'A message may be at most {max} bytes; this one was {size}',
  'host.binary': 'Messages are JSON text frames',
  'host.notJson': 'That message is not valid JSON',
  'host.helloFirst': 'Say hello first (your name, colour and protocol version)',
  'host.internal': 'The host could not handle that message; nothing changed',
  'host.version': 'This host runs protocol version {host}; your client speaks version {client}: {older, select, true {update this Magic Table client} other {update Magic Table on the host}}',
  // Tables
  'host.noGame': 'There is no game "{game}" here; choose one of {games}',
  'host.tooManyTables': 'This host already has {max} tables; close some first',
  'host.tooManyWaitingPerson': 'You already have {max} tables waiting for players: start or close one first',
  'host.tooManyWaitingDevice': 'This device already has {max} tables waiting for players: start or close one first',
  'host.noTable': 'That table does not exist (any more)',
  'host.joinFirst': 'Join the table (as a player or a watcher) first',
  'host.notCreator': 'Only the table’s creator can do that',
  'host.notCreatorClose': 'Only the table’s creator can close it',
  'host.started': 'The game has started: seats and options are fixed',
  'host.alreadyStarted': 'The game has already started',
  'host.over': 'This game is over',
  'host.overWatch': 'This game is over; you can watch it',
  'host.overPlayAgain': 'This game is over: choose Play again to go back to the room first',
  'host.playAgainAfter': 'Play again comes after a finished game',
  'host.notStarted': 'The game has not started yet',
  'host.onlyStarted': 'Only in a started game',
  'host.playerCount': '{game} is for {min}–{max} players, not {players}',
  // Seats
  'host.kicked': 'The table’s creator removed you from this table; you can still watch',
  'host.allTaken': 'Every seat at this table is taken; you can watch',
  'host.noSuchSeat': 'This table has {seats} seats; there is no seat {n}',
  'host.seatTaken': 'Seat {n} is taken by {name}',
  'host.seatOwnedPlaying': 'Seat {n} is {name}’s until the game ends; if it is yours on another device, take it back',
  'host.seatOwnedBot': 'Seat {n} is {name}’s until the game ends; while they are away, a bot can stand in for them',
  'host.seatHeld': 'Seat {n} is taken: move or remove that player first',
  'host.noOpenSeat': 'No seat is open for a bot',
  'host.hasBot': 'Seat {n} already has a bot',
  'host.noBot': 'Seat {n} has no bot',
  'host.nobodyThere': 'Nobody sits at seat {n}',
  'host.notYourself': 'You cannot remove yourself; leave the table instead',
  'host.notSeated': 'You do not sit at this table',
  'host.watchersCannotPlay': 'You do not sit at this table: watchers cannot play',
  'host.colourTaken': '{name} already plays in that colour; pick another',
  'host.seatOpen': 'Seat {n} is open: wait for a player, add a bot or remove the seat',
  'host.notReady': 'Not ready yet: {names}. Start anyway?',
  'host.stale': 'That move was made on an older state (move {moveNo}; the table is at move {now}): look again',
  // Away seats
  'host.notAPerson': 'Seat {n} is not a person’s',
  'host.isHere': '{name} is here',
  'host.decideSeats': 'Only the creator and the players at the table decide about seats',
  'host.nothingToWithdraw': 'There is nothing of yours to withdraw for that seat',
  'host.alreadySeated': 'You already sit at this table',
  'host.badHandOff': 'That hand-off link is not valid (any more): ask for a new one on the other device',
  'host.alreadyAsked': 'Someone already asked for {name}’s seat; wait for the table’s answer',
  'host.requestGone': 'That request is no longer open',
  'host.creatorDecides': 'The creator decides this',
  'host.playersDecide': 'Only the players at the table decide this',
  'host.yourRequest': 'You asked for it: the others decide',
  // History and replays
  'host.noRecord': 'There is no finished game {gameNo} of table {tableId} in this host’s history',
  'host.replayNoMove': 'That game has {moves} moves: choose a move from 0 to {moves}',
  'host.replayNoSeat': 'That game had {players} players: there is no seat {n}',
  'host.replaySecret': '{game} keeps things secret even after the game: its replays show only the public view',
  'host.replayDamaged': 'That game’s record could not be replayed; it is left as it is',
} as const satisfies Catalogue;

export type HostMessageId = keyof typeof HOST_MESSAGES;
export const { msg: hostMsg, english: hostEnglish } = catalogue(HOST_MESSAGES);
