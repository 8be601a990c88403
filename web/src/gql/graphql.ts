/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new user. The id must be free (see userIdTaken). */
export type MemberCreateInput = {
  /** Company the user belongs to; null for none. */
  companyId?: number | null | undefined;
  /** Email address. */
  email: string;
  /** Permission group: admin, member_view, member_delivery, member_pickup, member_all. */
  groupVal: string;
  /** Display name, up to 50 characters. */
  name: string;
  /** Telephone, with or without hyphens. */
  telNo: string;
  /** Sign-in id: letters, digits and . _ -, 3-50 characters. */
  userId: string;
  /** Password, 8-100 characters. */
  userPw: string;
  /** The password again; must match. */
  userPwConfirm: string;
};

/** User list filters; empty ones are ignored. */
export type MemberFilterInput = {
  /** Exact permission group. */
  groupVal?: string | null | undefined;
  /** Part of the name. */
  name?: string | null | undefined;
  /** Part of the telephone number, with or without hyphens. */
  telNo?: string | null | undefined;
};

/** Changes to a user. A blank password keeps the current one. */
export type MemberUpdateInput = {
  /** Company the user belongs to; null for none. */
  companyId?: number | null | undefined;
  /** N normal, Y withdrawn. */
  delYn?: string;
  /** Email address. */
  email: string;
  /** Permission group: admin, member_view, member_delivery, member_pickup, member_all. */
  groupVal: string;
  /** The user to change. */
  memberId: number;
  /** Display name, up to 50 characters. */
  name: string;
  /** Telephone, with or without hyphens. */
  telNo: string;
  /** New password, 8-100 characters; blank keeps the current one. */
  userPw?: string | null | undefined;
  /** The password again; must match. */
  userPwConfirm?: string | null | undefined;
  /** The version read; a newer one on the server refuses the update. */
  version?: number | null | undefined;
};

/** A page of a list: page counts from 0; size 1-100, default 17. */
export type PageInput = {
  /** Page number, from 0. */
  page?: number;
  /** Rows per page, 1-100. */
  size?: number;
};

/** A new supplier. */
export type SupplierCreateInput = {
  /** Account number: 10 to 14 digits, hyphens and spaces ignored. */
  accountNo: string;
  /** Address (주소), up to 200 characters. */
  address: string;
  /** Bank name (은행명), up to 50 characters. */
  bankNm: string;
  /** Business item (업종), up to 100 characters. */
  bizItem: string;
  /** Business registration number: 123-45-67890 or 10 digits, with a valid check digit; unique among live suppliers (CONFLICT otherwise). */
  bizNo: string;
  /** Business type (업태), up to 100 characters. */
  bizType: string;
  /** Company name (상호), up to 100 characters. */
  companyNm: string;
  /** Account holder (예금주), up to 50 characters. */
  depositorNm: string;
  /** Email address, up to 100 characters. */
  email: string;
  /** Fax, with or without hyphens. */
  faxNo: string;
  /** Postal code (우편번호), 5 digits. */
  postNo: string;
  /** Representative (대표자명), up to 50 characters. */
  representativeNm: string;
  /** Memo (비고), up to 1000 characters; blank clears it. */
  rmk?: string | null | undefined;
  /** Telephone, with or without hyphens. */
  telNo: string;
};

/** Supplier list filters; empty ones are ignored. */
export type SupplierFilterInput = {
  /** Part of the business registration number, with or without hyphens. */
  bizNo?: string | null | undefined;
  /** Part of the company name (상호), any case. */
  companyNm?: string | null | undefined;
};

/** Changes to a live supplier; every field is sent, as the form holds it. */
export type SupplierUpdateInput = {
  /** Account number: 10 to 14 digits, hyphens and spaces ignored. */
  accountNo: string;
  /** Address (주소), up to 200 characters. */
  address: string;
  /** Bank name (은행명), up to 50 characters. */
  bankNm: string;
  /** The supplier to change. */
  billCompanyId: number;
  /** Business item (업종), up to 100 characters. */
  bizItem: string;
  /** Business registration number: 123-45-67890 or 10 digits, with a valid check digit; unique among live suppliers (CONFLICT otherwise). */
  bizNo: string;
  /** Business type (업태), up to 100 characters. */
  bizType: string;
  /** Company name (상호), up to 100 characters. */
  companyNm: string;
  /** Account holder (예금주), up to 50 characters. */
  depositorNm: string;
  /** Email address, up to 100 characters. */
  email: string;
  /** Fax, with or without hyphens. */
  faxNo: string;
  /** Postal code (우편번호), 5 digits. */
  postNo: string;
  /** Representative (대표자명), up to 50 characters. */
  representativeNm: string;
  /** Memo (비고), up to 1000 characters; blank clears it. */
  rmk?: string | null | undefined;
  /** Telephone, with or without hyphens. */
  telNo: string;
  /** The version read; a newer one on the server refuses the update (CONFLICT). */
  version?: number | null | undefined;
};

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { productName: string, demoData: boolean, printProgramUrl: string | null } };

export type DeliveryStatusQueryVariables = Exact<{
  page?: PageInput | null | undefined;
}>;


export type DeliveryStatusQuery = { deliveryStatus: { total: number, items: Array<{ shipmentId: number, transportProcessCd: string, requstDt: string, deliveryRegionId1: string | null, managerId: string | null, companyNm1: string, waybillNo: string | null, sender: string | null, chargeCd: string, qty: number | null, untpc: number | null, sumAmount: number | null, weight: number | null, weightQty: number | null, sumWeight: number | null, rmk: string | null, deliveryRegionId2: string | null, kindCode: string, companyNm2: string, telNo2: string | null, mobileNo2: string | null, transportCourse: string | null, pickupCheck: string, transportManager: string | null, transportDate: string | null, transportCode: string | null, memo: string | null, companyNm2Address: string | null }> } };

export type MemberRowFragment = { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number };

export type MembersQueryVariables = Exact<{
  filter?: MemberFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type MembersQuery = { members: { total: number, items: Array<{ memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number }> } };

export type UserIdTakenQueryVariables = Exact<{
  userId: string;
}>;


export type UserIdTakenQuery = { userIdTaken: boolean };

export type CreateMemberMutationVariables = Exact<{
  input: MemberCreateInput;
}>;


export type CreateMemberMutation = { createMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type UpdateMemberMutationVariables = Exact<{
  input: MemberUpdateInput;
}>;


export type UpdateMemberMutation = { updateMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type WithdrawMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type WithdrawMemberMutation = { withdrawMember: { memberId: number, userId: string, name: string, email: string | null, telNo: string | null, companyId: number | null, companyNm: string | null, groupVal: string, delYn: string, regDt: string, version: number } };

export type UnlockMemberMutationVariables = Exact<{
  memberId: number;
}>;


export type UnlockMemberMutation = { unlockMember: { memberId: number } };

export type SupplierRowFragment = { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number };

export type SuppliersQueryVariables = Exact<{
  filter?: SupplierFilterInput | null | undefined;
  page?: PageInput | null | undefined;
}>;


export type SuppliersQuery = { suppliers: { total: number, items: Array<{ billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number }> } };

export type CreateSupplierMutationVariables = Exact<{
  input: SupplierCreateInput;
}>;


export type CreateSupplierMutation = { createSupplier: { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number } };

export type UpdateSupplierMutationVariables = Exact<{
  input: SupplierUpdateInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { billCompanyId: number, companyNm: string, bizNo: string, representativeNm: string, bizType: string, bizItem: string, address: string, postNo: string, telNo: string, faxNo: string, email: string, bankNm: string, depositorNm: string, accountNo: string, rmk: string | null, companyCount: number, delYn: string, regDt: string, version: number } };

export type DeleteSupplierMutationVariables = Exact<{
  billCompanyId: number;
}>;


export type DeleteSupplierMutation = { deleteSupplier: { billCompanyId: number, delYn: string } };

export type CodeListQueryVariables = Exact<{
  type: string;
  parent?: string | null | undefined;
}>;


export type CodeListQuery = { codes: Array<{ codeVal: string, codeNm: string }> };

export type CompanySearchQueryVariables = Exact<{
  name: string;
  size?: number | null | undefined;
}>;


export type CompanySearchQuery = { companySearch: Array<{ companyId: number, companyNm: string, telNo: string | null, address: string | null }> };

export const MemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MemberRowFragment, unknown>;
export const SupplierRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SupplierRowFragment, unknown>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"demoData"}},{"kind":"Field","name":{"kind":"Name","value":"printProgramUrl"}}]}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const DeliveryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shipmentId"}},{"kind":"Field","name":{"kind":"Name","value":"transportProcessCd"}},{"kind":"Field","name":{"kind":"Name","value":"requstDt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRegionId1"}},{"kind":"Field","name":{"kind":"Name","value":"managerId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm1"}},{"kind":"Field","name":{"kind":"Name","value":"waybillNo"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"chargeCd"}},{"kind":"Field","name":{"kind":"Name","value":"qty"}},{"kind":"Field","name":{"kind":"Name","value":"untpc"}},{"kind":"Field","name":{"kind":"Name","value":"sumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"weightQty"}},{"kind":"Field","name":{"kind":"Name","value":"sumWeight"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryRegionId2"}},{"kind":"Field","name":{"kind":"Name","value":"kindCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm2"}},{"kind":"Field","name":{"kind":"Name","value":"telNo2"}},{"kind":"Field","name":{"kind":"Name","value":"mobileNo2"}},{"kind":"Field","name":{"kind":"Name","value":"transportCourse"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCheck"}},{"kind":"Field","name":{"kind":"Name","value":"transportManager"}},{"kind":"Field","name":{"kind":"Name","value":"transportDate"}},{"kind":"Field","name":{"kind":"Name","value":"transportCode"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm2Address"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryStatusQuery, DeliveryStatusQueryVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const UserIdTakenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserIdTaken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userIdTaken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<UserIdTakenQuery, UserIdTakenQueryVariables>;
export const CreateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateMemberMutation, CreateMemberMutationVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const WithdrawMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"groupVal"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WithdrawMemberMutation, WithdrawMemberMutationVariables>;
export const UnlockMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}}]}}]}}]} as unknown as DocumentNode<UnlockMemberMutation, UnlockMemberMutationVariables>;
export const SuppliersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suppliers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SuppliersQuery, SuppliersQueryVariables>;
export const CreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizNo"}},{"kind":"Field","name":{"kind":"Name","value":"representativeNm"}},{"kind":"Field","name":{"kind":"Name","value":"bizType"}},{"kind":"Field","name":{"kind":"Name","value":"bizItem"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"postNo"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"faxNo"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bankNm"}},{"kind":"Field","name":{"kind":"Name","value":"depositorNm"}},{"kind":"Field","name":{"kind":"Name","value":"accountNo"}},{"kind":"Field","name":{"kind":"Name","value":"rmk"}},{"kind":"Field","name":{"kind":"Name","value":"companyCount"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}},{"kind":"Field","name":{"kind":"Name","value":"regDt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const DeleteSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"billCompanyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"billCompanyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"delYn"}}]}}]}}]} as unknown as DocumentNode<DeleteSupplierMutation, DeleteSupplierMutationVariables>;
export const CodeListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CodeList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"parent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeVal"}},{"kind":"Field","name":{"kind":"Name","value":"codeNm"}}]}}]}}]} as unknown as DocumentNode<CodeListQuery, CodeListQueryVariables>;
export const CompanySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyNm"}},{"kind":"Field","name":{"kind":"Name","value":"telNo"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<CompanySearchQuery, CompanySearchQueryVariables>;