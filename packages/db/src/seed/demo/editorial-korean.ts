// The demo's specials in Korean (issue 31), so that a second language reads its own version; every
// other editorial item reads in Japanese in Korean. Keyed by the Japanese title of the special each
// translates, as editorial-english.ts is.
import type { TSpecialVersion } from "./editorial-english";

export const KOREAN_SPECIALS: Record<string, TSpecialVersion> = {
  "はじめての勤怠・給与連携": {
    title: "처음 시작하는 근태·급여 연동",
    description: "매월 마감 작업을 절반으로. 근태 관리와 급여 계산을 연결하는 앱을 도입 순서와 함께 소개합니다.",
    body: [
      "<p>근태 집계 결과를 아직도 급여 프로그램에 직접 입력하고 계신가요? HR Suite로 근태 관리와 급여 계산을 연결하면 직원 정보 등록부터 근태 데이터 전달까지 모두 자동으로 처리됩니다.</p>",
      "<h3>도입 순서</h3>",
      "<ul><li>먼저 급여 계산 앱을 연동해 직원 마스터를 하나로 통합</li><li>다음으로 근태 관리 앱으로 출퇴근 기록과 집계를 자동화</li><li>마지막으로 연말정산과 통근 경로 앱으로 관련 업무까지</li></ul>",
    ].join(""),
  },
  従業員の健康を守るアプリ: {
    title: "직원의 건강을 지키는 앱",
    description: "건강검진, 스트레스 검사, 산업의. 법으로 정해진 건강 관리를 앱으로 확실하게, 부담 없이.",
    body: [
      "<p>직원 50명 이상의 사업장은 정기 건강검진에 더해 스트레스 검사를 실시하고 산업의를 선임해야 합니다.</p>",
      "<p>HR Suite의 직원 정보와 연결되는 앱을 사용하면 대상자 관리와 검진 안내를 자동화할 수 있습니다.</p>",
    ].join(""),
  },
  採用から入社までをつなぐアプリ: {
    title: "채용부터 입사까지 연결하는 앱",
    description:
      "지원자의 정보를 입사 절차에서 다시 입력하고 계시지 않나요? 채용부터 입사까지를 하나의 흐름으로 만들어 주는 앱을 모았습니다.",
    body: [
      "<p>채용 관리에서 모은 정보가 그대로 입사 절차와 직원 명부로 이어지는 흐름을 HR Suite와 앱의 조합으로 만들 수 있습니다.</p>",
      "<h3>조합 예시</h3>",
      "<ul><li>하루카제 채용 관리 + 히나타 적성검사: 전형과 적성 파악</li><li>가키쓰바타 고용계약 + 미나모 온보딩: 계약부터 정착까지</li></ul>",
    ].join(""),
  },
};
