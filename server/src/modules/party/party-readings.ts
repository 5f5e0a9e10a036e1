import type { DataSource, EntityManager } from 'typeorm';
import { TOPICS, type PartyRoomChangedEvent, type PubSub } from '../../realtime/pubsub';
import type { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from './party.entity';

/** A room and what its views are made of, read at one moment by one statement (`readRooms`). */
export interface RoomReading {
  room: PartyRoomEntity;
  /** Every seat by seat number, removed players' too. */
  players: PartyPlayerEntity[];
  round: PartyRoundEntity | null;
  guesses: PartyGuessEntity[];
  nextRoomCode: string | null;
}

/** A row as PostgreSQL's JSON functions write it: its timestamps are text. */
type Jsonified<T> = { [K in keyof T]: T[K] extends Date | null ? string | null : T[K] };

/**
 * A reading as PostgreSQL writes it and as a room event carries it (`PartyRoomChangedEvent`): plain JSON, the same
 * through Redis or in one process. The sealed guesses are in it: events stay between the instances, and each
 * subscriber is sent only its own view.
 */
export interface RoomReadingJson {
  room: Jsonified<PartyRoomEntity>;
  players: Jsonified<PartyPlayerEntity>[];
  round: Jsonified<PartyRoundEntity> | null;
  guesses: Jsonified<PartyGuessEntity>[];
  nextRoomCode: string | null;
  /**
   * When PostgreSQL read it, in microseconds since 1970 (its own precision; milliseconds could not order two readings
   * of the same millisecond): of two readings of a room, the later is the newer.
   */
  readAtMicros: number;
}

/** The reading a room event carries: only `PartyRoomEvents` publishes them, always a `RoomReadingJson`. */
export function roomReadingOf(event: PartyRoomChangedEvent): RoomReadingJson {
  return event.reading as RoomReadingJson;
}

/** A reading of each room `rooms` selects (`room`: party_room rows), everything its views need, in one statement. */
const READING_SQL = (rooms: string) =>
  `SELECT room.id, json_build_object(
     'room', row_to_json(room),
     'players', (SELECT coalesce(json_agg(player ORDER BY player.seat), '[]')
                 FROM party_player player WHERE player."roomId" = room.id),
     'round', (SELECT row_to_json(round)
               FROM party_round round WHERE round."roomId" = room.id AND round.number = room."currentRound"),
     'guesses', (SELECT coalesce(json_agg(guess), '[]')
                 FROM party_round round JOIN party_guess guess ON guess."roundId" = round.id
                 WHERE round."roomId" = room.id AND round.number = room."currentRound"),
     'nextRoomCode', (SELECT next.code FROM party_room next WHERE next.id = room."nextRoomId"),
     'readAtMicros', (extract(epoch FROM statement_timestamp()) * 1000000)::bigint
   ) AS reading
   FROM (${rooms}) room`;

/** The rooms that exist among these, as JSON, each with everything its views need: one statement for any number. */
export async function readRoomsJson(
  database: DataSource | EntityManager,
  roomIds: string[],
): Promise<Map<string, RoomReadingJson>> {
  const rows: { id: string; reading: RoomReadingJson }[] = await database.query(
    READING_SQL(`SELECT * FROM party_room WHERE id = ANY($1::uuid[])`),
    [roomIds],
  );
  return new Map(rows.map(({ id, reading }) => [id, reading]));
}

/**
 * The room a join code names on a brand's site, read whole (one statement): its open room, else the latest of that
 * code (codes are reused once a room has finished). Null when there is none.
 */
export async function readRoomOfCode(
  database: DataSource | EntityManager,
  { brandId, code }: { brandId: string; code: string },
): Promise<RoomReading | null> {
  const [row]: { reading: RoomReadingJson }[] = await database.query(
    READING_SQL(
      `SELECT * FROM party_room WHERE code = $1 AND "brandId" = $2
       ORDER BY status <> 'finished' DESC, "createdAt" DESC LIMIT 1`,
    ),
    [code, brandId],
  );
  return row ? fromJson(row.reading) : null;
}

/** The rooms that exist among these, each read with everything its views need (see `readRoomsJson`). */
export async function readRooms(
  database: DataSource | EntityManager,
  roomIds: string[],
): Promise<Map<string, RoomReading>> {
  const readings = await readRoomsJson(database, roomIds);
  return new Map([...readings].map(([id, reading]) => [id, fromJson(reading)]));
}

/** A reading with its timestamps as Dates again. */
export function fromJson({ room, players, round, guesses, nextRoomCode }: RoomReadingJson): RoomReading {
  return {
    room: withDates(room, ['createdAt']),
    players: players.map((player) => withDates(player, ['joinedAt', 'lastSeenAt', 'awaySince'])),
    round: round && withDates(round, ['openedAt', 'deadline', 'revealedAt']),
    guesses: guesses.map((guess) => withDates(guess, ['createdAt'])),
    nextRoomCode,
  };
}

function withDates<T>(row: Jsonified<T>, columns: (keyof T)[]): T {
  const entity = { ...row } as Record<keyof T, unknown>;
  for (const column of columns) {
    const text = row[column] as string | null;
    entity[column] = text === null ? null : new Date(text);
  }
  return entity as T;
}

/**
 * Tells every instance that rooms changed, after the change has committed: each event carries the room as read just
 * after the commit, so an instance makes its subscribers' views without reading it again (a sweep's hundred reveals
 * are one read here, not one per instance).
 */
export class PartyRoomEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pubSub: PubSub,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Reads the rooms (one statement) and publishes one event each. Never throws: with the database away no event goes
   * out, and the screens ask again for a reveal or a round that is overdue.
   */
  async publish(roomIds: string[]): Promise<void> {
    if (roomIds.length === 0) return;
    try {
      await this.readAndPublish(roomIds);
    } catch (error) {
      this.log(`party rooms not announced: ${(error as Error).message}`);
    }
  }

  /**
   * A player's change to one room: publishes the room as read after it and returns that reading, from which the
   * player's answer is made (one read for both).
   */
  async changed(roomId: string): Promise<RoomReading> {
    const reading = (await this.readAndPublish([roomId])).get(roomId);
    if (!reading) throw new Error(`party room ${roomId} not found`);
    return fromJson(reading);
  }

  /** The room as read now, for a change that decides from it what to tell (`tell`); it is not published. */
  async read(roomId: string): Promise<RoomReadingJson> {
    const reading = (await readRoomsJson(this.dataSource, [roomId])).get(roomId);
    if (!reading) throw new Error(`party room ${roomId} not found`);
    return reading;
  }

  /** Publishes a reading made by `read`, after the change it shows committed. */
  tell(roomId: string, reading: RoomReadingJson): void {
    this.pubSub.publish(TOPICS.partyRoomChanged, roomId, { roomId, reading });
  }

  private async readAndPublish(roomIds: string[]): Promise<Map<string, RoomReadingJson>> {
    const readings = await readRoomsJson(this.dataSource, roomIds);
    for (const [roomId, reading] of readings) this.pubSub.publish(TOPICS.partyRoomChanged, roomId, { roomId, reading });
    return readings;
  }
}
