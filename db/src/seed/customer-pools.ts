import { type Random, WeightedIndex } from './random';
import type { CompanyRow } from './tables';

/**
 * Who sends and who receives. A few big shippers send most of the goods (Zipf-like weights), the
 * occasional non-shipper sends the rest; suspended companies take no part.
 */
export class CustomerPools {
  private readonly shippers: CompanyRow[];
  private readonly shipperIndex: WeightedIndex;
  private readonly senders: CompanyRow[];
  private readonly senderIndex: WeightedIndex;
  private readonly receivers: CompanyRow[];
  private readonly receiverIndex: WeightedIndex;
  private readonly comShippers: CompanyRow[];

  constructor(random: Random, companies: CompanyRow[]) {
    const active = companies.filter((company) => company.use_yn === 'Y');
    this.shippers = active.filter((company) => company.shipper_yn === 'Y');
    const others = active.filter((company) => company.shipper_yn === 'N');
    if (this.shippers.length === 0 || others.length === 0)
      throw new Error('the demo needs shippers and others');
    const ranks = random.shuffle(this.shippers.map((_, i) => i + 1));
    const shipperWeights = ranks.map((rank) => 1 / rank ** 0.8);
    this.shipperIndex = new WeightedIndex(shipperWeights);
    // Shippers send 85% of the goods.
    const shipperTotal = shipperWeights.reduce((sum, weight) => sum + weight, 0);
    this.senders = [...this.shippers, ...others];
    this.senderIndex = new WeightedIndex([
      ...shipperWeights.map((weight) => (0.85 * weight) / shipperTotal),
      ...others.map(() => 0.15 / others.length),
    ]);
    this.receivers = active;
    this.receiverIndex = new WeightedIndex(
      active.map((company) => (company.shipper_yn === 'Y' ? 2 : 1) * (0.5 + random.next())),
    );
    this.comShippers = this.shippers.filter((company) => company.shipper_cd === 'COM');
  }

  pickSender(random: Random): CompanyRow {
    return this.senders[this.senderIndex.pick(random)] as CompanyRow;
  }

  pickShipper(random: Random): CompanyRow {
    return this.shippers[this.shipperIndex.pick(random)] as CompanyRow;
  }

  /** A receiver other than the sender and those in `taken`; phone shops mostly ship to each other. */
  pickReceiver(random: Random, sender: CompanyRow, taken: ReadonlySet<number>): CompanyRow {
    const fromCom = sender.shipper_cd === 'COM' && this.comShippers.length > 1 && random.chance(0.6);
    let candidate = sender;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      candidate = fromCom
        ? random.pick(this.comShippers)
        : (this.receivers[this.receiverIndex.pick(random)] as CompanyRow);
      if (candidate.company_id !== sender.company_id && !taken.has(candidate.company_id)) return candidate;
    }
    return candidate;
  }
}
