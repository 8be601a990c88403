// Code lists (regions, districts, charge types...) through GET /api/code/list and GraphQL codes.
// Any signed-in role may read them: the rows call as the least privileged one. 401 without a token
// is security.test.ts's.
import { contract, contractHarness } from './contract';

const CODES =
  'query ($type: String!, $parent: String) { codes(type: $type, parent: $parent) { codeVal codeNm } }';
const DAEGU_DISTRICTS = [
  ['JUNGGU', '중구'],
  ['DONGGU', '동구'],
  ['SEOGU', '서구'],
  ['NAMGU', '남구'],
  ['BUKGU', '북구'],
  ['SUSEONGGU', '수성구'],
  ['DALSEOGU', '달서구'],
  ['DALSEONGGUN', '달성군'],
  ['GUNWIGUN', '군위군'],
].map(([codeVal, codeNm]) => ({ codeVal, codeNm }));

const api = contractHarness();
const list = (query: string) => `GET /api/code/list${query}`;
const row = contract(api, { as: 'member_view' });

describe('GET /api/code/list', () => {
  row('answers the regions in display order', {
    rest: list('?type=REGION_TYPE'),
    status: 200,
    answer: [
      { codeVal: 'DAEGU', codeNm: '대구' },
      { codeVal: 'SEOUL', codeNm: '서울' },
      { codeVal: 'GYEONGGI', codeNm: '경기' },
      { codeVal: 'BUSAN', codeNm: '부산' },
    ],
  });
  row("narrows the districts to one region's with parent, in display order", {
    rest: list('?type=REGION_DTL_TYPE&parent=DAEGU'),
    status: 200,
    answer: DAEGU_DISTRICTS,
  });
  row('answers every district without a parent', {
    rest: list('?type=REGION_DTL_TYPE'),
    status: 200,
    answer: expect.arrayContaining([
      { codeVal: 'BUKGU', codeNm: '북구' },
      { codeVal: 'SEOUL_GANGNAM', codeNm: '강남구' },
    ]),
  });
  row('answers no district for an unknown parent', {
    rest: list('?type=REGION_DTL_TYPE&parent=NOWHERE'),
    status: 200,
    answer: [],
  });
  row('answers an empty list for an unknown type', {
    rest: list('?type=NO_SUCH_TYPE'),
    status: 200,
    answer: [],
  });
  row('treats a parent with SQL text as a plain value', {
    rest: list(`?type=REGION_DTL_TYPE&parent=${encodeURIComponent("DAEGU' or '1'='1")}`),
    status: 200,
    answer: [],
  });
  row('refuses a missing type with 400 and a Korean message', {
    rest: list(''),
    status: 400,
    answer: { code: 'BAD_USER_INPUT', message: '코드 유형(type)을 입력해주세요.', field: 'type' },
  });
  for (const type of ["x' or '1'='1", 'REGION_TYPE; drop table code', 'region_type', 'A'.repeat(31)])
    row(`refuses the type ${JSON.stringify(type)} with 400 (pattern), never 500`, {
      rest: list(`?type=${encodeURIComponent(type)}`),
      code: 'BAD_USER_INPUT',
      matches: { field: 'type', message: expect.stringMatching(/[가-힣]/) },
    });
  row('refuses a repeated type parameter with 400', {
    rest: list('?type=REGION_TYPE&type=CHARGE'),
    status: 400,
    matches: { field: 'type' },
  });
});

describe('GraphQL codes', () => {
  row('answers the charge types with 선불 (CH001) first', {
    graphql: '{ codes(type: "CHARGE") { codeVal codeNm } }',
    status: 200,
    answer: {
      codes: [
        { codeVal: 'CH001', codeNm: '선불' },
        ...['CH002', 'CH003', 'CH004'].map((codeVal) => ({ codeVal, codeNm: expect.any(String) })),
      ],
    },
  });
  row('narrows districts with parent, like REST', {
    graphql: CODES,
    input: { type: 'REGION_DTL_TYPE', parent: 'DAEGU' },
    status: 200,
    answer: { codes: DAEGU_DISTRICTS },
  });
  row('refuses a type with SQL text with BAD_USER_INPUT', {
    graphql: CODES,
    input: { type: "x' or '1'='1" },
    code: 'BAD_USER_INPUT',
  });
});
