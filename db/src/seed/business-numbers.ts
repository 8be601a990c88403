// The shared validation rules live with the api; only this pure, dependency-free file is imported,
// so demo numbers pass exactly the check the server applies to user input.
import { isBusinessNumberChecksumValid } from '@parcel/shared/validation/business-number';
import type { Random } from './random';

/**
 * Hands out unique, valid 사업자등록번호: tax office code (3) + type (2: 81-88 for corporations,
 * 01-79 for sole proprietors) + serial (4) + the check digit, found by trying 0-9 with the shared
 * validator.
 */
export class BusinessNumbers {
  private readonly used = new Set<string>();

  constructor(private readonly random: Random) {}

  next(taxOffices: readonly string[], corporation: boolean): string {
    for (;;) {
      const type = corporation
        ? this.random.pick(['81', '81', '81', '86', '87', '88'])
        : String(this.random.int(1, 79)).padStart(2, '0');
      const nine = this.random.pick(taxOffices) + type + this.random.digits(4);
      const checkDigit = [...'0123456789'].find((digit) => isBusinessNumberChecksumValid(nine + digit));
      const bizNo = nine + (checkDigit ?? '');
      if (checkDigit !== undefined && !this.used.has(bizNo)) {
        this.used.add(bizNo);
        return bizNo;
      }
    }
  }
}
