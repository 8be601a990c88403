// 업체 등록 from the editor's warning on lines that bill nobody: the company form (업체 신규 등록),
// prefilled from the party as typed, registering a shipper that settles on its own; once saved the
// party picks the new company, so its lines are billed to it.
import { SETTLEMENT_GROUP_SELF_LABEL } from '@parcel/shared/forms/company-form';
import { formatPhone } from '@parcel/shared/validation';
import {
  CompanyFormDialog,
  type CompanyFormPrefill,
} from '../../components/company-form/company-form-dialog';
import type { CompanyOption } from '../../components';
import type { PartyValues } from './party-fields';

/** A registration asked for: what the party holds, and how the party takes the new company. */
export interface CompanyRegistration {
  typed: PartyValues;
  picked: (company: CompanyOption) => void;
}

/**
 * The company form's fields a typed party fills: a shipper of the party's transport type that
 * settles on its own (its own settlement group), at the party's prices.
 */
export function prefillOf(typed: PartyValues): CompanyFormPrefill {
  return {
    companyNm: typed.companyNm.trim(),
    address: typed.address,
    telNo: formatPhone(typed.telNo),
    managerTelNo: formatPhone(typed.managerTelNo),
    regionCd: typed.regionCd,
    regionDtlCd: typed.regionDtlCd,
    shipperYn: 'Y',
    shipperCd: typed.shipperCd,
    excclcSelfYn: 'Y',
    excclcCompanyNm: SETTLEMENT_GROUP_SELF_LABEL,
    untpc: typed.untpc,
    weightUntpc: typed.weightUntpc,
  };
}

export function CompanyRegistrationDialog({
  typed,
  onClose,
  onRegistered,
}: {
  typed: PartyValues;
  onClose: () => void;
  onRegistered: (company: CompanyOption) => void;
}) {
  return (
    <CompanyFormDialog
      company={null}
      prefill={prefillOf(typed)}
      onClose={onClose}
      onSaved={(company) => onRegistered({ companyId: company.companyId, companyNm: company.companyNm })}
    />
  );
}
