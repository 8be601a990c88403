import type { TransportsQuery } from '../../gql/graphql';

type Transport = TransportsQuery['transports']['items'][number];
type Receiver = Transport['receivers'][number];

/** One grid row: a receiver with its transport's columns (merged over the transport's receivers). */
export interface ShipmentRow {
  /** `r<receiverTransportId>`, or `t<senderTransportId>` for a transport without receivers. */
  id: string;
  senderTransportId: number;
  requstDt: string;
  senderCompanyNm: string;
  senderManagerNm: string | null;
  senderTelNo: string | null;
  senderRegion: string;
  deliveryRouteNm: string | null;
  chargeNm: string;
  receiverTransportId: number | null;
  receiverCompanyNm: string | null;
  receiverRegion: string;
  receiverTelNo: string | null;
  receiverManagerTelNo: string | null;
  receiverAddress: string | null;
  amount: number | null;
}

const region = (name: string | null | undefined, district: string | null | undefined) =>
  [name, district].filter(Boolean).join(' ');

/** The page's transports as grid rows: one per receiver, in order; one for a transport without any. */
export function shipmentRows(transports: readonly Transport[]): ShipmentRow[] {
  return transports.flatMap((transport): ShipmentRow[] => {
    const sender = {
      senderTransportId: transport.senderTransportId,
      requstDt: transport.requstDt,
      senderCompanyNm: transport.companyNm,
      senderManagerNm: transport.managerNm ?? null,
      senderTelNo: transport.telNo ?? null,
      senderRegion: region(transport.regionNm, transport.regionDtlNm),
      deliveryRouteNm: transport.deliveryRouteNm ?? null,
      chargeNm: transport.chargeNm,
    };
    if (transport.receivers.length === 0)
      return [
        {
          ...sender,
          id: `t${transport.senderTransportId}`,
          receiverTransportId: null,
          receiverCompanyNm: null,
          receiverRegion: '',
          receiverTelNo: null,
          receiverManagerTelNo: null,
          receiverAddress: null,
          amount: null,
        },
      ];
    return transport.receivers.map((receiver: Receiver) => ({
      ...sender,
      id: `r${receiver.receiverTransportId}`,
      receiverTransportId: receiver.receiverTransportId,
      receiverCompanyNm: receiver.companyNm,
      receiverRegion: region(receiver.regionNm, receiver.regionDtlNm),
      receiverTelNo: receiver.telNo ?? null,
      receiverManagerTelNo: receiver.managerTelNo ?? null,
      receiverAddress: receiver.address ?? null,
      amount: receiver.totalSenderAmount,
    }));
  });
}
