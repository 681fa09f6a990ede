// The suite's permission catalogue: the scopes an app's OAuth client may ask for, with a label and
// a one-line explanation in the store's nine locales, and which scopes each integration type may
// request. Published at GET /api/v1/scopes; the store reads it from here, never from a copy.

export const SCOPE_CATALOGUE_VERSION = "2026-11-01";

export const SCOPE_LOCALES = ["ja", "ja-easy", "en-us", "ko", "pt", "vi", "zh-cn", "zh-tw", "id-id"] as const;
export type TScopeLocale = (typeof SCOPE_LOCALES)[number];
export type TLocalized = Record<TScopeLocale, string>;

export const SCOPE_RESOURCES = ["employees", "departments", "attendance", "payroll", "leave", "evaluations"] as const;
export type TScopeResource = (typeof SCOPE_RESOURCES)[number];
export type TScopeAccess = "read" | "write";

export type TScope = {
  name: string;
  resource: TScopeResource;
  access: TScopeAccess;
  label: TLocalized;
  description: TLocalized;
};

type TScopeText = { label: TLocalized; description: TLocalized };

const TEXTS: Record<TScopeResource, Record<TScopeAccess, TScopeText>> = {
  employees: {
    read: {
      label: {
        ja: "従業員情報の参照",
        "ja-easy": "はたらく人の じょうほうを 見る",
        "en-us": "Read employee records",
        ko: "직원 정보 조회",
        pt: "Ler dados dos funcionários",
        vi: "Xem hồ sơ nhân viên",
        "zh-cn": "查看员工信息",
        "zh-tw": "檢視員工資料",
        "id-id": "Melihat data karyawan",
      },
      description: {
        ja: "氏名、社員番号、所属、入社日、連絡先などの従業員情報を見ることができます。",
        "ja-easy": "なまえ、しゃいん ばんごう、いる ところ、はいった 日、れんらくさき などを 見られます。",
        "en-us": "The app can see employees' names, employee numbers, departments, hire dates and contact details.",
        ko: "앱이 직원의 이름, 사원 번호, 소속, 입사일, 연락처를 볼 수 있습니다.",
        pt: "O app pode ver nome, número de matrícula, departamento, data de admissão e contatos dos funcionários.",
        vi: "Ứng dụng có thể xem họ tên, mã nhân viên, phòng ban, ngày vào làm và thông tin liên hệ của nhân viên.",
        "zh-cn": "应用可以查看员工的姓名、工号、所属部门、入职日期和联系方式。",
        "zh-tw": "應用程式可以檢視員工的姓名、員工編號、所屬部門、到職日與聯絡方式。",
        "id-id": "Aplikasi dapat melihat nama, nomor induk, departemen, tanggal masuk, dan kontak karyawan.",
      },
    },
    write: {
      label: {
        ja: "従業員情報の変更",
        "ja-easy": "はたらく人の じょうほうを かえる",
        "en-us": "Change employee records",
        ko: "직원 정보 변경",
        pt: "Alterar dados dos funcionários",
        vi: "Thay đổi hồ sơ nhân viên",
        "zh-cn": "修改员工信息",
        "zh-tw": "變更員工資料",
        "id-id": "Mengubah data karyawan",
      },
      description: {
        ja: "従業員の登録、情報の更新、退職の登録ができます。",
        "ja-easy": "はたらく人を ふやしたり、じょうほうを かえたり、やめた ことを のこしたり できます。",
        "en-us": "The app can add employees, update their records and register leavers.",
        ko: "앱이 직원을 등록하고 정보를 수정하며 퇴직을 등록할 수 있습니다.",
        pt: "O app pode cadastrar funcionários, atualizar seus dados e registrar desligamentos.",
        vi: "Ứng dụng có thể thêm nhân viên, cập nhật hồ sơ và ghi nhận nghỉ việc.",
        "zh-cn": "应用可以登记员工、更新员工信息并登记离职。",
        "zh-tw": "應用程式可以登錄員工、更新員工資料並登錄離職。",
        "id-id": "Aplikasi dapat menambah karyawan, memperbarui datanya, dan mencatat karyawan yang keluar.",
      },
    },
  },
  departments: {
    read: {
      label: {
        ja: "部署情報の参照",
        "ja-easy": "ぶしょの じょうほうを 見る",
        "en-us": "Read departments",
        ko: "부서 정보 조회",
        pt: "Ler departamentos",
        vi: "Xem phòng ban",
        "zh-cn": "查看部门信息",
        "zh-tw": "檢視部門資料",
        "id-id": "Melihat data departemen",
      },
      description: {
        ja: "部署の名前、組織の階層、各部署に所属する従業員を見ることができます。",
        "ja-easy": "ぶしょの なまえ、かいしゃの くみたて、どの ぶしょに だれが いるかを 見られます。",
        "en-us": "The app can see department names, the organization chart and who belongs to each department.",
        ko: "앱이 부서 이름, 조직 구조, 각 부서에 소속된 직원을 볼 수 있습니다.",
        pt: "O app pode ver os nomes dos departamentos, o organograma e quem pertence a cada um.",
        vi: "Ứng dụng có thể xem tên phòng ban, sơ đồ tổ chức và nhân viên thuộc từng phòng ban.",
        "zh-cn": "应用可以查看部门名称、组织架构以及各部门的成员。",
        "zh-tw": "應用程式可以檢視部門名稱、組織架構以及各部門的成員。",
        "id-id": "Aplikasi dapat melihat nama departemen, struktur organisasi, dan anggota tiap departemen.",
      },
    },
    write: {
      label: {
        ja: "部署情報の変更",
        "ja-easy": "ぶしょの じょうほうを かえる",
        "en-us": "Change departments",
        ko: "부서 정보 변경",
        pt: "Alterar departamentos",
        vi: "Thay đổi phòng ban",
        "zh-cn": "修改部门信息",
        "zh-tw": "變更部門資料",
        "id-id": "Mengubah data departemen",
      },
      description: {
        ja: "部署の作成、名前や階層の変更、従業員の所属の変更ができます。",
        "ja-easy": "ぶしょを つくったり、なまえや くみたてを かえたり、人の ぶしょを かえたり できます。",
        "en-us": "The app can create departments, rename or reorganize them, and move employees between them.",
        ko: "앱이 부서를 만들고 이름과 구조를 바꾸며 직원의 소속을 변경할 수 있습니다.",
        pt: "O app pode criar departamentos, renomeá-los ou reorganizá-los e transferir funcionários entre eles.",
        vi: "Ứng dụng có thể tạo phòng ban, đổi tên, sắp xếp lại cơ cấu và chuyển nhân viên giữa các phòng ban.",
        "zh-cn": "应用可以创建部门、修改部门名称和层级，并调整员工的所属部门。",
        "zh-tw": "應用程式可以建立部門、變更部門名稱與層級，並調整員工的所屬部門。",
        "id-id": "Aplikasi dapat membuat departemen, mengubah nama atau strukturnya, dan memindahkan karyawan.",
      },
    },
  },
  attendance: {
    read: {
      label: {
        ja: "勤怠情報の参照",
        "ja-easy": "はたらいた 時間を 見る",
        "en-us": "Read attendance",
        ko: "근태 정보 조회",
        pt: "Ler registros de ponto",
        vi: "Xem dữ liệu chấm công",
        "zh-cn": "查看考勤信息",
        "zh-tw": "檢視出勤資料",
        "id-id": "Melihat data kehadiran",
      },
      description: {
        ja: "出勤・退勤の時刻、勤務時間、残業時間、シフトを見ることができます。",
        "ja-easy": "きた 時間、かえった 時間、はたらいた 時間、ざんぎょう、シフトを 見られます。",
        "en-us": "The app can see clock-in and clock-out times, working hours, overtime and shifts.",
        ko: "앱이 출퇴근 시각, 근무 시간, 초과 근무 시간, 근무표를 볼 수 있습니다.",
        pt: "O app pode ver horários de entrada e saída, horas trabalhadas, horas extras e escalas.",
        vi: "Ứng dụng có thể xem giờ vào, giờ ra, số giờ làm việc, giờ làm thêm và ca làm việc.",
        "zh-cn": "应用可以查看上下班打卡时间、工作时长、加班时长和排班。",
        "zh-tw": "應用程式可以檢視上下班打卡時間、工作時數、加班時數與班表。",
        "id-id": "Aplikasi dapat melihat jam masuk dan pulang, jam kerja, lembur, dan jadwal shift.",
      },
    },
    write: {
      label: {
        ja: "勤怠情報の変更",
        "ja-easy": "はたらいた 時間を かえる",
        "en-us": "Change attendance",
        ko: "근태 정보 변경",
        pt: "Alterar registros de ponto",
        vi: "Thay đổi dữ liệu chấm công",
        "zh-cn": "修改考勤信息",
        "zh-tw": "變更出勤資料",
        "id-id": "Mengubah data kehadiran",
      },
      description: {
        ja: "打刻の登録や修正、シフトの登録ができます。",
        "ja-easy": "きた 時間や かえった 時間を いれたり なおしたり、シフトを いれたり できます。",
        "en-us": "The app can record and correct clock-ins and clock-outs, and register shifts.",
        ko: "앱이 출퇴근 기록을 등록·수정하고 근무표를 등록할 수 있습니다.",
        pt: "O app pode registrar e corrigir marcações de ponto e cadastrar escalas.",
        vi: "Ứng dụng có thể ghi nhận, sửa giờ chấm công và đăng ký ca làm việc.",
        "zh-cn": "应用可以登记和更正打卡记录，并登记排班。",
        "zh-tw": "應用程式可以登錄與更正打卡紀錄，並登錄班表。",
        "id-id": "Aplikasi dapat mencatat dan mengoreksi absensi masuk dan pulang, serta mendaftarkan shift.",
      },
    },
  },
  payroll: {
    read: {
      label: {
        ja: "給与情報の参照",
        "ja-easy": "きゅうりょうの じょうほうを 見る",
        "en-us": "Read payroll",
        ko: "급여 정보 조회",
        pt: "Ler folha de pagamento",
        vi: "Xem dữ liệu lương",
        "zh-cn": "查看薪资信息",
        "zh-tw": "檢視薪資資料",
        "id-id": "Melihat data penggajian",
      },
      description: {
        ja: "給与明細、支給額と控除額、給与振込先の口座を見ることができます。",
        "ja-easy": "きゅうりょうの めいさい、もらう お金と ひかれる お金、ふりこみさきの こうざを 見られます。",
        "en-us": "The app can see payslips, gross pay and deductions, and salary bank accounts.",
        ko: "앱이 급여 명세서, 지급액과 공제액, 급여 입금 계좌를 볼 수 있습니다.",
        pt: "O app pode ver holerites, valores brutos e descontos, e as contas bancárias de pagamento.",
        vi: "Ứng dụng có thể xem phiếu lương, khoản chi trả và khấu trừ, cùng tài khoản nhận lương.",
        "zh-cn": "应用可以查看工资单、应发金额与扣除金额，以及工资入账账户。",
        "zh-tw": "應用程式可以檢視薪資單、應發金額與扣除金額，以及薪資入帳帳戶。",
        "id-id": "Aplikasi dapat melihat slip gaji, jumlah gaji dan potongan, serta rekening penerimaan gaji.",
      },
    },
    write: {
      label: {
        ja: "給与情報の変更",
        "ja-easy": "きゅうりょうの じょうほうを かえる",
        "en-us": "Change payroll",
        ko: "급여 정보 변경",
        pt: "Alterar folha de pagamento",
        vi: "Thay đổi dữ liệu lương",
        "zh-cn": "修改薪资信息",
        "zh-tw": "變更薪資資料",
        "id-id": "Mengubah data penggajian",
      },
      description: {
        ja: "給与の計算結果、手当や控除の登録、給与明細の作成ができます。",
        "ja-easy":
          "きゅうりょうの けいさんを いれたり、てあてや ひかれる お金を いれたり、めいさいを つくったり できます。",
        "en-us": "The app can enter payroll results, register allowances and deductions, and create payslips.",
        ko: "앱이 급여 계산 결과와 수당·공제를 등록하고 급여 명세서를 만들 수 있습니다.",
        pt: "O app pode lançar o cálculo da folha, cadastrar adicionais e descontos e gerar holerites.",
        vi: "Ứng dụng có thể nhập kết quả tính lương, đăng ký phụ cấp, khấu trừ và tạo phiếu lương.",
        "zh-cn": "应用可以登记薪资计算结果、津贴和扣除项目，并生成工资单。",
        "zh-tw": "應用程式可以登錄薪資計算結果、津貼與扣除項目，並產生薪資單。",
        "id-id": "Aplikasi dapat memasukkan hasil perhitungan gaji, tunjangan dan potongan, serta membuat slip gaji.",
      },
    },
  },
  leave: {
    read: {
      label: {
        ja: "休暇情報の参照",
        "ja-easy": "やすみの じょうほうを 見る",
        "en-us": "Read leave",
        ko: "휴가 정보 조회",
        pt: "Ler férias e afastamentos",
        vi: "Xem dữ liệu nghỉ phép",
        "zh-cn": "查看休假信息",
        "zh-tw": "檢視休假資料",
        "id-id": "Melihat data cuti",
      },
      description: {
        ja: "有給休暇の残日数、休暇の申請と取得の記録を見ることができます。",
        "ja-easy": "のこって いる やすみの 日の かず、やすみの もうしこみと とった きろくを 見られます。",
        "en-us": "The app can see paid leave balances, leave requests and leave taken.",
        ko: "앱이 남은 유급 휴가 일수와 휴가 신청·사용 기록을 볼 수 있습니다.",
        pt: "O app pode ver saldos de férias, pedidos de ausência e ausências já tiradas.",
        vi: "Ứng dụng có thể xem số ngày phép còn lại, đơn xin nghỉ và lịch sử nghỉ phép.",
        "zh-cn": "应用可以查看带薪休假余额、休假申请和休假记录。",
        "zh-tw": "應用程式可以檢視特休剩餘天數、休假申請與休假紀錄。",
        "id-id": "Aplikasi dapat melihat sisa cuti berbayar, pengajuan cuti, dan riwayat cuti.",
      },
    },
    write: {
      label: {
        ja: "休暇情報の変更",
        "ja-easy": "やすみの じょうほうを かえる",
        "en-us": "Change leave",
        ko: "휴가 정보 변경",
        pt: "Alterar férias e afastamentos",
        vi: "Thay đổi dữ liệu nghỉ phép",
        "zh-cn": "修改休假信息",
        "zh-tw": "變更休假資料",
        "id-id": "Mengubah data cuti",
      },
      description: {
        ja: "休暇の申請の登録と取り消し、休暇日数の付与ができます。",
        "ja-easy": "やすみの もうしこみを いれたり とりけしたり、やすみの 日を ふやしたり できます。",
        "en-us": "The app can submit and cancel leave requests and grant leave days.",
        ko: "앱이 휴가 신청을 등록·취소하고 휴가 일수를 부여할 수 있습니다.",
        pt: "O app pode registrar e cancelar pedidos de ausência e conceder dias de férias.",
        vi: "Ứng dụng có thể gửi, hủy đơn xin nghỉ và cấp thêm ngày phép.",
        "zh-cn": "应用可以提交和撤销休假申请，并发放休假天数。",
        "zh-tw": "應用程式可以提出與取消休假申請，並給予休假天數。",
        "id-id": "Aplikasi dapat mengajukan dan membatalkan cuti, serta memberikan jatah hari cuti.",
      },
    },
  },
  evaluations: {
    read: {
      label: {
        ja: "人事評価の参照",
        "ja-easy": "しごとの ひょうかを 見る",
        "en-us": "Read performance reviews",
        ko: "인사 평가 조회",
        pt: "Ler avaliações de desempenho",
        vi: "Xem đánh giá nhân sự",
        "zh-cn": "查看人事考核",
        "zh-tw": "檢視人事考核",
        "id-id": "Melihat penilaian kinerja",
      },
      description: {
        ja: "評価の目標、評価結果、評価者のコメントを見ることができます。",
        "ja-easy": "しごとの もくひょう、ひょうかの けっか、ひょうかした 人の コメントを 見られます。",
        "en-us": "The app can see review goals, review results and reviewers' comments.",
        ko: "앱이 평가 목표, 평가 결과, 평가자의 의견을 볼 수 있습니다.",
        pt: "O app pode ver metas, resultados das avaliações e comentários dos avaliadores.",
        vi: "Ứng dụng có thể xem mục tiêu, kết quả đánh giá và nhận xét của người đánh giá.",
        "zh-cn": "应用可以查看考核目标、考核结果和考核人的评语。",
        "zh-tw": "應用程式可以檢視考核目標、考核結果與考核者的評語。",
        "id-id": "Aplikasi dapat melihat sasaran, hasil penilaian, dan komentar penilai.",
      },
    },
    write: {
      label: {
        ja: "人事評価の変更",
        "ja-easy": "しごとの ひょうかを かえる",
        "en-us": "Change performance reviews",
        ko: "인사 평가 변경",
        pt: "Alterar avaliações de desempenho",
        vi: "Thay đổi đánh giá nhân sự",
        "zh-cn": "修改人事考核",
        "zh-tw": "變更人事考核",
        "id-id": "Mengubah penilaian kinerja",
      },
      description: {
        ja: "評価の目標や評価結果、コメントの登録と更新ができます。",
        "ja-easy": "しごとの もくひょうや ひょうかの けっか、コメントを いれたり かえたり できます。",
        "en-us": "The app can enter and update review goals, results and comments.",
        ko: "앱이 평가 목표, 평가 결과, 의견을 등록하고 수정할 수 있습니다.",
        pt: "O app pode registrar e atualizar metas, resultados e comentários das avaliações.",
        vi: "Ứng dụng có thể nhập và cập nhật mục tiêu, kết quả và nhận xét đánh giá.",
        "zh-cn": "应用可以登记和更新考核目标、考核结果和评语。",
        "zh-tw": "應用程式可以登錄與更新考核目標、考核結果與評語。",
        "id-id": "Aplikasi dapat memasukkan dan memperbarui sasaran, hasil, dan komentar penilaian.",
      },
    },
  },
};

export const SCOPES: readonly TScope[] = SCOPE_RESOURCES.flatMap((resource) =>
  (["read", "write"] as const).map((access) => ({
    name: `${resource}:${access}`,
    resource,
    access,
    ...TEXTS[resource][access],
  })),
);

export const SCOPE_NAMES: readonly string[] = SCOPES.map((scope) => scope.name);

const READ_SCOPES = SCOPES.filter((scope) => scope.access === "read").map((scope) => scope.name);

/** Which scopes an app of each integration type may request (the store's integration types). */
export const INTEGRATION_TYPE_SCOPES: Record<string, readonly string[]> = {
  connect: SCOPE_NAMES,
  adapt: SCOPE_NAMES,
  install: [...READ_SCOPES, "attendance:write", "leave:write"],
  suite_labs: [...READ_SCOPES, "attendance:write", "leave:write"],
  suite_option: [],
};

export function findScope(name: string): TScope | undefined {
  return SCOPES.find((scope) => scope.name === name);
}

export function isCatalogueScope(name: string): boolean {
  return SCOPE_NAMES.includes(name);
}

/** The body of GET /api/v1/scopes. */
export function scopeCatalogue() {
  return { version: SCOPE_CATALOGUE_VERSION, scopes: SCOPES, integrationTypes: INTEGRATION_TYPE_SCOPES };
}
