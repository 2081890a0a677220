#!/usr/bin/env python3
"""Writes Tests/CardlintTextTests/Fixtures/oracle.tsv: reference widths of realistic UI strings, shaped with
HarfBuzz (hb-shape, Debian libharfbuzz-bin) from the same font files the metric tables come from.

Run by hand from the repository root: python3 Scripts/gen-text-oracle.py
Needs: hb-shape, fontTools, fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji.
"""

LATIN_EN = [
    "Submit your expense report",
    "Approve", "Reject", "View details", "Open in browser", "Cancel",
    "Your flight to Seattle has been delayed by 45 minutes",
    "Meeting with the design team at 3:30 PM",
    "Quarterly revenue grew 12% year over year",
    "Please review the attached contract before Friday",
    "New comment on your pull request #4821",
    "Reminder: timesheets are due at noon",
    "Weather: Partly cloudy, high of 72°F",
    "Your package was delivered to the front desk",
    "Click here to reset your password",
    "Build failed on main: 3 tests failing",
    "Invoice INV-2024-0117 is overdue",
    "Sarah Johnson mentioned you in Marketing Sync",
    "Total amount due: $1,249.99",
    "Vacation request for July 14 – July 21",
    "The deployment to production completed successfully.",
    "Schedule a follow-up call",
    "Add to calendar", "Mark as read", "Snooze for 1 hour",
    "What would you like to do next?",
    "Enter your email address",
    "Password must be at least 12 characters long",
    "Incident INC0012345: Email service degraded",
    "Order #88213 has shipped via UPS Ground",
    "Conference Room B (Building 4, Floor 2)",
    "Welcome aboard! Here's everything you need to get started.",
    "Expense category: Travel & Lodging",
    "Due date", "Assigned to", "Priority: High", "Status: In review",
    "Lunch and learn: Introduction to Kubernetes",
    "Your subscription renews on March 3, 2025",
    "Don't forget to bring your laptop charger",
    "Server CPU usage exceeded 90% for 10 minutes",
    "Rate your experience from 1 to 5 stars",
    "Thanks for your feedback!",
    "WARNING: This action cannot be undone",
    "Approve all pending requests",
    "Customer satisfaction score: 4.7 / 5",
    "Download the quarterly report (PDF, 2.4 MB)",
    "Reply", "Forward", "Share with team",
    "https://contoso.example.com/approvals/12345",
    "Questions? Contact the IT help desk at ext. 4357",
    "The quick brown fox jumps over the lazy dog",
    "Budget remaining for Q3: €18,400",
    "Standup notes – Wednesday",
    "Select a time slot that works for you",
    "All systems operational",
    "Hello, World!",
    "MMMM WWWW iiii llll",
    "Join Microsoft Teams Meeting",
    "1,234,567.89",
]

LATIN_ACCENTED = [
    "Réunion d’équipe à 14 h 30 dans la salle Émile",
    "Votre commande a été expédiée",
    "Télécharger le rapport trimestriel",
    "Êtes-vous sûr de vouloir supprimer ce fichier ?",
    "Gestion des congés payés",
    "Prochaine étape : validation par le responsable",
    "Überweisung erfolgreich abgeschlossen",
    "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    "Größenänderung der Datei fehlgeschlagen",
    "Rechnungsprüfung für Äußere Dienstleistungen",
    "Donaudampfschifffahrtsgesellschaftskapitän",
    "Ihre Anfrage wird bearbeitet",
    "Straßenverkehrsordnung für Fußgänger",
    "Reunión de planificación del próximo año",
    "¿Desea guardar los cambios?",
    "Información de facturación actualizada",
    "Añadir participantes a la reunión",
    "Configuração de notificações",
    "Sua solicitação foi aprovada com sucesso",
    "Atenção: a sessão expira em 5 minutos",
    "Próxima reunião: terça-feira às 10h",
    "Zażółć gęślą jaźń",
    "Wniosek urlopowy został zatwierdzony",
    "Proszę potwierdzić zmiany",
    "Příliš žluťoučký kůň úpěl ďábelské ódy",
    "Schůzka týmu ve středu",
    "Árvíztűrő tükörfúrógép",
    "Jóváhagyásra vár",
    "Şifrenizi değiştirmek için tıklayın",
    "Toplantı odası rezervasyonu",
    "Ödeme başarıyla tamamlandı",
    "Ansøgning om ferie godkendt",
    "Første møde på mandag",
    "Välkommen till teamet!",
    "Åtgärd krävs: granska dokumentet",
    "Hyväksy kaikki pyynnöt",
    "Aplicație actualizată: știri și notificări",
    "Ștergeți fișierul selectat",
    "Pārskats par ceturksni",
    "Užsakymas išsiųstas",
    "Riunione di lunedì: più dettagli",
    "Perché la sincronizzazione non è riuscita?",
    "Cuộc họp nhóm lúc 9 giờ sáng",
    "Đơn hàng của bạn đã được giao",
    "Vui lòng xác nhận địa chỉ email",
    "Crème brûlée, façade, naïve, coöperate",
    "Kaffee für die Küche bestellt",
    "Čestitamo! Vaš zahtjev je odobren",
    "Ñandú y pingüino en la exposición",
]

CYRILLIC = [
    "Отправить отчёт о расходах",
    "Утвердить", "Отклонить", "Подробнее",
    "Ваш рейс задерживается на 45 минут",
    "Встреча с командой дизайна в 15:30",
    "Пожалуйста, подтвердите адрес электронной почты",
    "Новый комментарий к вашему запросу",
    "Заказ №88213 отправлен",
    "Выручка за квартал выросла на 12%",
    "Напоминание: сдать табель до полудня",
    "Срок оплаты счёта истёк",
    "Добро пожаловать в команду!",
    "Это действие нельзя отменить",
    "Загрузить ежеквартальный отчёт",
    "Вы действительно хотите удалить файл?",
    "Пароль должен содержать не менее 12 символов",
    "Все системы работают нормально",
    "Запрос на отпуск с 14 по 21 июля",
    "Щёлкните, чтобы сбросить пароль",
    "Оцените работу службы поддержки",
    "Съешь же ещё этих мягких французских булок",
    "Ваша заявка одобрена",
    "Повідомлення від адміністратора",
    "Перевірте налаштування безпеки",
    "Їжак і ґудзик у кишені",
    "Нарада о пів на третю",
    "Здравейте, екипът ви очаква",
    "Потврдите вашу адресу",
    "Сервер перегружен: загрузка ЦП 95%",
    "Бюджет на третий квартал",
    "Добавить в календарь",
]

GREEK = [
    "Υποβολή αναφοράς εξόδων",
    "Έγκριση", "Απόρριψη", "Προβολή λεπτομερειών",
    "Η πτήση σας καθυστερεί 45 λεπτά",
    "Συνάντηση με την ομάδα σχεδίασης στις 15:30",
    "Επιβεβαιώστε τη διεύθυνση ηλεκτρονικού ταχυδρομείου",
    "Νέο σχόλιο στο αίτημά σας",
    "Η παραγγελία σας έχει αποσταλεί",
    "Τα έσοδα του τριμήνου αυξήθηκαν κατά 12%",
    "Υπενθύμιση: τα φύλλα χρόνου λήγουν το μεσημέρι",
    "Καλώς ήρθατε στην ομάδα!",
    "Αυτή η ενέργεια δεν μπορεί να αναιρεθεί",
    "Λήψη της τριμηνιαίας αναφοράς",
    "Είστε βέβαιοι ότι θέλετε να διαγράψετε το αρχείο;",
    "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες",
    "Όλα τα συστήματα λειτουργούν κανονικά",
    "Αίτηση άδειας από 14 έως 21 Ιουλίου",
    "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
    "Προσθήκη στο ημερολόγιο",
    "Αξιολογήστε την εμπειρία σας",
    "Διακομιστής: χρήση CPU 95%",
    "Το αίτημά σας εγκρίθηκε",
    "Γεια σου, κόσμε!",
    "Προϋπολογισμός τρίτου τριμήνου",
]

ARABIC = [
    "إرسال تقرير النفقات",
    "موافقة", "رفض", "عرض التفاصيل", "إلغاء",
    "تأخرت رحلتك إلى دبي لمدة 45 دقيقة",
    "اجتماع مع فريق التصميم الساعة 3:30 مساءً",
    "يرجى تأكيد عنوان بريدك الإلكتروني",
    "تعليق جديد على طلبك",
    "تم شحن طلبك رقم 88213",
    "نمت الإيرادات الفصلية بنسبة 12%",
    "تذكير: يجب تسليم جداول الوقت قبل الظهر",
    "مرحباً بك في الفريق!",
    "لا يمكن التراجع عن هذا الإجراء",
    "تنزيل التقرير الربع السنوي",
    "هل أنت متأكد من أنك تريد حذف هذا الملف؟",
    "يجب أن تتكون كلمة المرور من 12 حرفاً على الأقل",
    "جميع الأنظمة تعمل بشكل طبيعي",
    "طلب إجازة من 14 إلى 21 يوليو",
    "انقر هنا لإعادة تعيين كلمة المرور",
    "قيّم تجربتك مع خدمة العملاء",
    "تمت الموافقة على طلبك بنجاح",
    "إضافة إلى التقويم",
    "الميزانية المتبقية للربع الثالث",
    "رسالة جديدة من المدير",
    "الرجاء مراجعة العقد المرفق قبل يوم الجمعة",
    "درخواست شما تأیید شد",
    "لطفاً رمز عبور خود را وارد کنید",
    "آپ کی درخواست منظور ہو گئی ہے",
    "اجتماع Microsoft Teams",
]

HEBREW = [
    "שליחת דוח הוצאות",
    "אישור", "דחייה", "הצגת פרטים", "ביטול",
    "הטיסה שלך לתל אביב מתעכבת ב־45 דקות",
    "פגישה עם צוות העיצוב בשעה 15:30",
    "נא לאשר את כתובת הדואר האלקטרוני שלך",
    "תגובה חדשה לבקשה שלך",
    "ההזמנה שלך נשלחה",
    "ההכנסות הרבעוניות גדלו ב־12%",
    "תזכורת: יש להגיש את דוחות השעות עד הצהריים",
    "ברוכים הבאים לצוות!",
    "לא ניתן לבטל פעולה זו",
    "הורדת הדוח הרבעוני",
    "האם אתה בטוח שברצונך למחוק את הקובץ?",
    "הסיסמה חייבת להכיל לפחות 12 תווים",
    "כל המערכות פועלות כרגיל",
    "בקשת חופשה מ־14 עד 21 ביולי",
    "לחץ כאן כדי לאפס את הסיסמה",
    "דרג את החוויה שלך",
    "הבקשה שלך אושרה בהצלחה",
    "הוספה ליומן",
    "התקציב שנותר לרבעון השלישי",
    "הודעה חדשה מהמנהל",
]

DEVANAGARI = [
    "व्यय रिपोर्ट जमा करें",
    "स्वीकृत करें", "अस्वीकार करें", "विवरण देखें", "रद्द करें",
    "आपकी उड़ान 45 मिनट देरी से है",
    "डिज़ाइन टीम के साथ बैठक दोपहर 3:30 बजे",
    "कृपया अपना ईमेल पता पुष्टि करें",
    "आपके अनुरोध पर नई टिप्पणी",
    "आपका ऑर्डर भेज दिया गया है",
    "तिमाही राजस्व में 12% की वृद्धि हुई",
    "अनुस्मारक: समय पत्रक दोपहर तक जमा करें",
    "टीम में आपका स्वागत है!",
    "यह कार्रवाई पूर्ववत नहीं की जा सकती",
    "तिमाही रिपोर्ट डाउनलोड करें",
    "क्या आप वाकई यह फ़ाइल हटाना चाहते हैं?",
    "पासवर्ड कम से कम 12 अक्षरों का होना चाहिए",
    "सभी सिस्टम सामान्य रूप से काम कर रहे हैं",
    "14 से 21 जुलाई तक छुट्टी का अनुरोध",
    "पासवर्ड रीसेट करने के लिए यहाँ क्लिक करें",
    "अपने अनुभव को रेट करें",
    "आपका अनुरोध सफलतापूर्वक स्वीकृत हो गया",
    "कैलेंडर में जोड़ें",
    "तीसरी तिमाही के लिए शेष बजट",
    "प्रबंधक से नया संदेश",
    "तुमची विनंती मंजूर झाली आहे",
]

THAI = [
    "ส่งรายงานค่าใช้จ่าย",
    "อนุมัติ", "ปฏิเสธ", "ดูรายละเอียด", "ยกเลิก",
    "เที่ยวบินของคุณล่าช้า 45 นาที",
    "ประชุมกับทีมออกแบบเวลา 15:30 น.",
    "โปรดยืนยันที่อยู่อีเมลของคุณ",
    "มีความคิดเห็นใหม่ในคำขอของคุณ",
    "คำสั่งซื้อของคุณถูกจัดส่งแล้ว",
    "รายได้รายไตรมาสเพิ่มขึ้น 12%",
    "การแจ้งเตือน: กรุณาส่งใบบันทึกเวลาก่อนเที่ยง",
    "ยินดีต้อนรับสู่ทีม!",
    "ไม่สามารถยกเลิกการดำเนินการนี้ได้",
    "ดาวน์โหลดรายงานรายไตรมาส",
    "คุณแน่ใจหรือไม่ว่าต้องการลบไฟล์นี้",
    "รหัสผ่านต้องมีอย่างน้อย 12 ตัวอักษร",
    "ระบบทั้งหมดทำงานตามปกติ",
    "ขอลาพักร้อนตั้งแต่วันที่ 14 ถึง 21 กรกฎาคม",
    "คลิกที่นี่เพื่อรีเซ็ตรหัสผ่าน",
    "ให้คะแนนประสบการณ์ของคุณ",
    "คำขอของคุณได้รับการอนุมัติเรียบร้อยแล้ว",
    "เพิ่มลงในปฏิทิน",
    "งบประมาณคงเหลือสำหรับไตรมาสที่สาม",
    "ข้อความใหม่จากผู้จัดการ",
]

CJK = [
    "提交费用报告",
    "批准", "拒绝", "查看详细信息", "取消",
    "您的航班延误了45分钟",
    "下午3:30与设计团队开会",
    "请确认您的电子邮件地址",
    "您的请求有新评论",
    "您的订单已发货",
    "季度收入同比增长12%",
    "欢迎加入团队！",
    "此操作无法撤消",
    "您确定要删除此文件吗？",
    "所有系统运行正常",
    "經費報告已提交，等待主管核准",
    "會議室預約成功",
    "経費精算書を提出してください",
    "承認", "却下", "詳細を表示",
    "フライトが45分遅れています",
    "デザインチームとの会議は午後3時30分です",
    "メールアドレスを確認してください",
    "ご注文の商品を発送しました",
    "この操作は元に戻せません",
    "チームへようこそ！",
    "경비 보고서를 제출하세요",
    "승인", "거부", "자세히 보기",
    "항공편이 45분 지연되었습니다",
    "이메일 주소를 확인해 주세요",
    "주문하신 상품이 발송되었습니다",
    "이 작업은 취소할 수 없습니다",
    "팀에 오신 것을 환영합니다!",
]

EMOJI = [
    "Great job! 🎉",
    "👍 Approved",
    "Team lunch 🍕🍔🌮 on Friday",
    "Welcome 👋🏽 to the team",
    "Family: 👨‍👩‍👧‍👦",
    "Shipping to 🇩🇪 🇫🇷 🇯🇵",
    "❤️ Liked by 12 people",
    "🔥 Hot deals this week",
    "Status: ✅ Done",
    "Deadline ⏰ tomorrow",
    "🚀 Launch day!",
    "Rain expected 🌧️ in the afternoon",
    "👩🏻‍💻 Developer of the month",
    "Congrats 🎂🎈🎁",
    "Thumbs up 👍🏿👍🏻👍",
    "🏳️‍🌈 Pride month events",
    "Coffee ☕ break",
    "Warning ⚠️ low disk space",
    "🧑‍🤝‍🧑 Pair programming session",
    "Rated ⭐⭐⭐⭐⭐",
    "🎯 Goal reached: 100%",
]

GROUPS = [
    ("latin", LATIN_EN),
    ("latin", LATIN_ACCENTED),
    ("cyrillic", CYRILLIC),
    ("greek", GREEK),
    ("arabic", ARABIC),
    ("hebrew", HEBREW),
    ("devanagari", DEVANAGARI),
    ("thai", THAI),
    ("cjk", CJK),
    ("emoji", EMOJI),
]


# ---------------------------------------------------------------------------------------------
# Shaping

import json
import os
import subprocess
import sys
import tempfile
import unicodedata

SIZE = 16.0  # points; the reference widths are Σ advances / unitsPerEm × SIZE
INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans{}-{}.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-{}.ttc"
EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
SELAWIK_TSV = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "fonts", "selawik-advances.tsv")
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "CardlintTextTests", "Fixtures", "oracle.tsv")

# The script font each group's strings are drawn with first (then Inter, Noto Sans, emoji, CJK).
PRIMARY = {"arabic": "Arabic", "hebrew": "Hebrew", "devanagari": "Devanagari", "thai": "Thai"}
WEIGHT_FILE = {"light": "Light", "regular": "Regular", "bold": "Bold"}

# Emoji_Presentation code points below U+1F000 (Unicode 15), enough for the corpus above.
BMP_EMOJI = {0x231A, 0x231B, 0x23E9, 0x23EA, 0x23EB, 0x23EC, 0x23F0, 0x23F3, 0x25FD, 0x25FE, 0x2614,
             0x2615, 0x267F, 0x2693, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE, 0x26C4, 0x26C5, 0x26CE,
             0x26D4, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A, 0x270B, 0x2728,
             0x274C, 0x274E, 0x2753, 0x2754, 0x2755, 0x2757, 0x2795, 0x2796, 0x2797, 0x27B0, 0x27BF,
             0x2B1B, 0x2B1C, 0x2B50, 0x2B55}


def cmap_of(path, index=0):
    from fontTools.ttLib import TTFont
    font = TTFont(path, fontNumber=index, lazy=True)
    return set(font.getBestCmap().keys()), font["head"].unitsPerEm


def clusters(text):
    """Rough extended grapheme clusters: enough to keep marks, ZWJ sequences and flags together."""
    out = []
    for ch in text:
        cp = ord(ch)
        joins = out and (
            unicodedata.category(ch) in ("Mn", "Me", "Mc")
            or cp in (0x200D, 0xFE0F, 0xFE0E) or 0x1F3FB <= cp <= 0x1F3FF or 0xE0020 <= cp <= 0xE007F
            or out[-1].endswith("\u200d")
            or (0x1F1E6 <= cp <= 0x1F1FF and len(out[-1]) == 1 and 0x1F1E6 <= ord(out[-1]) <= 0x1F1FF))
        if joins:
            out[-1] += ch
        else:
            out.append(ch)
    return out


def is_emoji(cluster):
    return any(0x1F000 <= ord(c) <= 0x1FAFF or ord(c) == 0xFE0F or ord(c) in BMP_EMOJI for c in cluster)


class Fonts:
    def __init__(self):
        self.cache = {}

    def get(self, path):
        if path not in self.cache:
            self.cache[path] = cmap_of(path)
        return self.cache[path]

    def chain(self, group, weight):
        w = WEIGHT_FILE[weight]
        noto_w = "Bold" if weight == "bold" else "Regular"
        paths = []
        if group in PRIMARY:
            paths.append(NOTO.format(PRIMARY[group], noto_w))
        paths += [INTER.format(w), "/usr/share/fonts/truetype/noto/NotoSans-{}.ttf".format(noto_w),
                  CJK.format(noto_w)]
        return paths


def runs(text, group, weight, fonts):
    """Splits text into (font path, run text) by per-cluster font fallback, like a browser does."""
    chain = fonts.chain(group, weight)
    result = []
    for cl in clusters(text):
        if is_emoji(cl):
            path = EMOJI
        else:
            path = next((p for p in chain if all(ord(c) in fonts.get(p)[0] or unicodedata.category(c) in ("Mn", "Cf")
                                                  for c in cl) and ord(cl[0]) in fonts.get(p)[0]), chain[0])
        if result and result[-1][0] == path:
            result[-1][1] += cl
        else:
            result.append([path, cl])
    return result


def shape_all(items):
    """items: list of (font path, text). Returns Σ ax / upem (em) for each, one hb-shape call per font."""
    by_font = {}
    for i, (path, text) in enumerate(items):
        by_font.setdefault(path, []).append((i, text))
    widths = [0.0] * len(items)
    fonts = Fonts()
    for path, entries in by_font.items():
        upem = fonts.get(path)[1]
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
            for _, text in entries:
                f.write(text + "\n")
            name = f.name
        out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", "--text-file=" + name, path],
                             check=True, capture_output=True, text=True).stdout.strip().splitlines()
        os.unlink(name)
        if len(out) != len(entries):
            sys.exit("hb-shape returned {} lines for {} inputs ({})".format(len(out), len(entries), path))
        for (i, _), line in zip(entries, out):
            widths[i] = sum(g["ax"] for g in json.loads(line)) / upem
    return widths


def selawik_table():
    table = {}
    with open(SELAWIK_TSV, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("codepoint"):
                continue
            cols = line.rstrip("\n").split("\t")
            table[int(cols[0][2:], 16)] = {"light": int(cols[2]), "regular": int(cols[3]), "bold": int(cols[4])}
    return table


def main():
    fonts = Fonts()
    rows = []   # (script, family, weight, text)
    pieces = []  # (row index, font path, run text)
    for group, strings in GROUPS:
        for weight in ("regular", "bold"):
            for text in strings:
                row = len(rows)
                rows.append((group, "inter", weight, text))
                for path, run in runs(text, group, weight, fonts):
                    pieces.append((row, path, run))
    widths_em = [0.0] * len(rows)
    for (row, _, _), em in zip(pieces, shape_all([(p, t) for _, p, t in pieces])):
        widths_em[row] += em
    out = [(g, fam, w, widths_em[i] * SIZE, t) for i, (g, fam, w, t) in enumerate(rows)]

    # Selawik has no font file here and no kerning: its reference is the plain sum of its advances.
    selawik = selawik_table()
    for group, strings in GROUPS:
        if group != "latin":
            continue
        for text in strings:
            if not all(ord(c) in selawik for c in text):
                continue
            for weight in ("light", "regular", "bold"):
                units = sum(selawik[ord(c)][weight] for c in text)
                out.append(("latin-selawik", "selawik", weight, units / 2048 * SIZE, text))

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("# Generated by Scripts/gen-text-oracle.py (hb-shape {}; Inter, Noto Sans script fonts, Noto Color Emoji,"
                " Noto Sans CJK; Selawik rows = sum of selawik-advances.tsv). Do not edit.\n".format(hb_version()))
        f.write("script\tfamily\tweight\tsize\twidth\ttext\n")
        for g, fam, w, width, t in out:
            f.write("{}\t{}\t{}\t{:g}\t{:.3f}\t{}\n".format(g, fam, w, SIZE, width, t))
    print("wrote {} rows to {}".format(len(out), os.path.normpath(OUT)))


def hb_version():
    out = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout
    return out.split()[2] if len(out.split()) > 2 else "?"


if __name__ == "__main__":
    main()
