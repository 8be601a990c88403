// The company form's documents (업체 신규 등록 / 수정, the settlement group search), shared by the
// company screen and the shipment editor's 업체 등록.
import { graphql } from '../../gql';

graphql(`
  fragment CompanyRow on Company {
    companyId
    bizNo
    companyNm
    representativeNm
    bizType
    bizItem
    address
    telNo
    faxNo
    email
    rmk
    managerNm
    managerTelNo
    regionCd
    regionNm
    regionDtlCd
    regionDtlNm
    shipperYn
    shipperCd
    shipperNm
    useYn
    vatYn
    taxbilOutputYn
    billStdrCd
    billCharCd
    communicationFee
    untpc
    weightUntpc
    deliveryRouteId
    deliveryRouteNm
    deliveryRouteCd
    billCompanyId
    billCompanyNm
    excclcCompanyId
    excclcCompanyNm
    regDt
    version
  }
`);

export const BizNoTakenQuery = graphql(`
  query BizNoTaken($bizNo: String!) {
    bizNoTaken(bizNo: $bizNo)
  }
`);

export const CreateCompanyMutation = graphql(`
  mutation CreateCompany($input: CompanyCreateInput!) {
    createCompany(input: $input) {
      company {
        ...CompanyRow
      }
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($input: CompanyUpdateInput!) {
    updateCompany(input: $input) {
      company {
        ...CompanyRow
      }
    }
  }
`);

/** What registering would warn of (nothing stored): the form asks before it saves. */
export const CreateCompanyWarningsQuery = graphql(`
  query CreateCompanyWarnings($input: CompanyCreateInput!) {
    createCompanyWarnings(input: $input) {
      code
      message
      field
    }
  }
`);

/** What the change would warn of (nothing stored). */
export const UpdateCompanyWarningsQuery = graphql(`
  query UpdateCompanyWarnings($input: CompanyUpdateInput!) {
    updateCompanyWarnings(input: $input) {
      code
      message
      field
    }
  }
`);

/** The settlement group dialog's search: companies by name or a phone's end, in use first. */
export const GroupCompanySearchQuery = graphql(`
  query GroupCompanySearch($name: String!) {
    companySearch(name: $name, size: 50) {
      companyId
      companyNm
      telNo
      address
      useYn
    }
  }
`);
