import { Entity, PrimaryKey } from '@mikro-orm/core';

/**
 * Every name a transport's sender or receiver was saved with (a few thousand: the companies' names,
 * their former names, parties typed by hand). The lists' name filters look their text up here first
 * (api common/name-or-phone.ts), so a text that is part of one name only is that name's rows from an
 * index. Kept by statement triggers on transport_sender and transport_receiver (migration
 * ..._party_name_filters), never written by the app; a name no row has any more stays (it finds none).
 */
@Entity({ tableName: 'transport_party_name' })
export class TransportPartyName {
  @PrimaryKey({ type: 'string', length: 100 })
  companyNm!: string;
}
