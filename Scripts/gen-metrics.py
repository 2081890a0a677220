#!/usr/bin/env python3
"""Writes the advance-width tables under rules/metrics/ that ICUTextMeasurer loads.

Run by hand from the repository root: python3 Scripts/gen-metrics.py
Needs: fontTools (pip), hb-shape (Debian libharfbuzz-bin), fonts-inter, fonts-noto-core, fonts-noto-cjk,
fonts-noto-color-emoji, fonts-dejavu-core, and ../shared/fonts/selawik-advances.tsv.

Outputs (all advances in em, 4 decimals):
  inter.tsv        Inter Light/Regular/Bold/ExtraBold hmtx advances for Latin, Latin-1, Latin Extended-A/B/Additional,
                   Greek, Cyrillic and general punctuation.
  inter-kerning.tsv Inter's GPOS pair kerning (`kern` feature, glyph and class pairs) between the code points of
                   inter.tsv, per weight, as left classes × right classes (code points kerned alike share a class);
                   pairs whose |value| < KERN_THRESHOLD em at every weight are left out.
  selawik.tsv      Selawik Light/Regular/Bold (Segoe UI metric-compatible) from selawik-advances.tsv; code points
                   the file lacks are derived (src column): `base` = the advance of the canonical decomposition's
                   base letter, `latin` = a Latin look-alike, `inter` = Inter's advance scaled by the Selawik/Inter
                   ratio of a–z.
  scripts.tsv      Nominal Noto Sans advances (Regular/Bold) of the letters of SCRIPT_BLOCKS.
  conjuncts.tsv    Noto Sans widths (Devanagari, Bengali, Gujarati, Gurmukhi, Telugu, Kannada, Malayalam, Tamil) of a consonant + virama before another consonant (its
                   half form, or its share of a ligature or below-base form), shaped with hb-shape: conjunct C1 +
                   virama + C2 minus C2's nominal advance; one `*` row per consonant (the median over C2) and rows
                   for the C2 that differ from it by CONJUNCT_EXCEPTION em or more; `C+S` rows: consonant C before
                   vowel sign S where the two shape to other than their advances (ra + u, uu, vocalic r).
  arabic-forms.tsv Noto Sans Arabic advances per joining form (isolated, initial, medial, final), shaped with
                   hb-shape between tatweels; `0644+0627`-style rows are lam-alef ligatures.
  fallbacks.yaml   Family averages, emoji / wide / monospace advances, per-script averages for scripts without
                   per-glyph data, and per-script scale factors calibrated on the sentences below with hb-shape.
  line-heights.yaml Each family's normal line height in em (CSS `line-height: normal`: (hhea ascender - descender
                   + lineGap) / unitsPerEm of the face drawn). `python3 Scripts/gen-metrics.py line-heights`
                   writes only this file.
"""
import json
import os
import statistics
import subprocess
import sys
import tempfile
import unicodedata

from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
OUT = os.path.join(ROOT, "rules", "metrics")
SELAWIK_TSV = os.path.join(ROOT, "..", "shared", "fonts", "selawik-advances.tsv")
INTER = "/usr/share/fonts/opentype/inter/Inter-{}.otf"
NOTO = "/usr/share/fonts/truetype/noto/NotoSans{}-{}.ttf"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
EMOJI = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
WEIGHTS = ["light", "regular", "bold"]
# Inter also has ExtraBold (800): hosts that ask for weight 800 (the iOS SDK's bolder) draw with it.
INTER_WEIGHTS = WEIGHTS + ["extrabold"]
INTER_FILES = {"light": "Light", "regular": "Regular", "bold": "Bold", "extrabold": "ExtraBold"}
# Kerning pairs smaller than this (em) are dropped: measured against headless Chromium on 396 Latin, Cyrillic,
# Greek and Vietnamese strings, all pairs give widths within 0.03 % (p95 0.01 %); pairs >= 0.01 em within 0.33 %
# (p95 0.08 %); >= 0.02 em already 1.4 % off (p95 0.4 %). Without kerning: up to 4.9 % wide (p95 2.1 %).
KERN_THRESHOLD = 0.01

RANGES = [(0x20, 0x7E), (0xA0, 0xFF), (0x100, 0x17F), (0x180, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF),
          (0x1E00, 0x1EFF), (0x2000, 0x206F), (0x20A0, 0x20BF), (0x2100, 0x2122)]
SCRIPT_BLOCKS = {"Hebr": (0x590, 0x5FF, "Hebrew"), "Deva": (0x900, 0x97F, "Devanagari"), "Thai": (0xE00, 0xE7F, "Thai"),
                 "Beng": (0x980, 0x9FF, "Bengali"), "Taml": (0xB80, 0xBFF, "Tamil"), "Gujr": (0xA80, 0xAFF, "Gujarati"),
                 "Guru": (0xA00, 0xA7F, "Gurmukhi"), "Telu": (0xC00, 0xC7F, "Telugu"), "Knda": (0xC80, 0xCFF, "Kannada"),
                 "Mlym": (0xD00, 0xD7F, "Malayalam"), "Geor": (0x10A0, 0x10FF, "Georgian"), "Armn": (0x530, 0x58F, "Armenian")}
# Scripts with no per-glyph table: mean advance of the font's letters (uniform over the block).
AVERAGED = {"Sinh": "Sinhala", "Khmr": "Khmer", "Laoo": "Lao", "Mymr": "Myanmar", "Ethi": "Ethiopic", "Syrc": "Syriac"}
# Calibration text for the scale factors (not the oracle's strings).
CALIBRATION = {
    "Deva": ["नमस्ते दुनिया", "हम आपकी सहायता के लिए हमेशा तैयार हैं", "बैठक कल सुबह दस बजे शुरू होगी",
             "कृपया फ़ॉर्म को ध्यान से भरें", "आपके खाते में नया संदेश आया है", "परियोजना की समय सीमा बढ़ा दी गई है",
             "सुरक्षा अद्यतन उपलब्ध है", "भुगतान प्राप्त हो गया धन्यवाद", "दस्तावेज़ साझा किया गया"],
    "Hebr": ["שלום עולם", "אנחנו כאן כדי לעזור לך", "הפגישה תתחיל מחר בעשר בבוקר", "נא למלא את הטופס בקפידה",
             "עדכון אבטחה זמין", "התשלום התקבל תודה", "המסמך שותף עם הצוות"],
    "Beng": ["নমস্কার বিশ্ব", "আমরা সবসময় আপনাকে সাহায্য করতে প্রস্তুত", "বৈঠক কাল সকাল দশটায় শুরু হবে",
             "অনুগ্রহ করে ফর্মটি যত্ন সহকারে পূরণ করুন", "আপনার অ্যাকাউন্টে একটি নতুন বার্তা এসেছে", "প্রকল্পের সময়সীমা বাড়ানো হয়েছে",
             "নিরাপত্তা আপডেট পাওয়া যাচ্ছে", "অর্থপ্রদান সম্পন্ন হয়েছে ধন্যবাদ", "নথিটি দলের সাথে ভাগ করা হয়েছে"],
    "Taml": ["வணக்கம் உலகம்", "நாங்கள் எப்போதும் உங்களுக்கு உதவ தயாராக இருக்கிறோம்", "கூட்டம் நாளை காலை தொடங்கும்",
             "படிவத்தை கவனமாக நிரப்பவும்", "உங்கள் கணக்கில் புதிய செய்தி வந்துள்ளது", "திட்டத்தின் காலக்கெடு நீட்டிக்கப்பட்டது",
             "பணம் பெறப்பட்டது நன்றி", "ஆவணம் குழுவுடன் பகிரப்பட்டது"],
    "Gujr": ["નમસ્તે દુનિયા", "બેઠક કાલે સવારે દસ વાગ્યે શરૂ થશે", "કૃપા કરીને ફોર્મ ધ્યાનથી ભરો", "તમારા ખાતામાં નવો સંદેશ આવ્યો છે",
             "ચુકવણી પ્રાપ્ત થઈ આભાર", "સુરક્ષા અપડેટ ઉપલબ્ધ છે"],
    "Guru": ["ਸਤ ਸ੍ਰੀ ਅਕਾਲ ਦੁਨੀਆ", "ਮੀਟਿੰਗ ਕੱਲ੍ਹ ਸਵੇਰੇ ਦਸ ਵਜੇ ਸ਼ੁਰੂ ਹੋਵੇਗੀ", "ਕਿਰਪਾ ਕਰਕੇ ਫਾਰਮ ਧਿਆਨ ਨਾਲ ਭਰੋ",
             "ਤੁਹਾਡੇ ਖਾਤੇ ਵਿੱਚ ਨਵਾਂ ਸੁਨੇਹਾ ਆਇਆ ਹੈ", "ਭੁਗਤਾਨ ਪ੍ਰਾਪਤ ਹੋਇਆ ਧੰਨਵਾਦ"],
    "Telu": ["నమస్కారం ప్రపంచం", "సమావేశం రేపు ఉదయం పది గంటలకు ప్రారంభమవుతుంది", "దయచేసి ఫారమ్‌ను జాగ్రత్తగా నింపండి",
             "మీ ఖాతాలో కొత్త సందేశం వచ్చింది", "చెల్లింపు అందింది ధన్యవాదాలు"],
    "Knda": ["ನಮಸ್ಕಾರ ಜಗತ್ತು", "ಸಭೆ ನಾಳೆ ಬೆಳಿಗ್ಗೆ ಹತ್ತು ಗಂಟೆಗೆ ಪ್ರಾರಂಭವಾಗುತ್ತದೆ", "ದಯವಿಟ್ಟು ಫಾರ್ಮ್ ಅನ್ನು ಎಚ್ಚರಿಕೆಯಿಂದ ಭರ್ತಿ ಮಾಡಿ",
             "ನಿಮ್ಮ ಖಾತೆಗೆ ಹೊಸ ಸಂದೇಶ ಬಂದಿದೆ", "ಪಾವತಿ ಸ್ವೀಕರಿಸಲಾಗಿದೆ ಧನ್ಯವಾದಗಳು"],
    "Mlym": ["നമസ്കാരം ലോകം", "യോഗം നാളെ രാവിലെ പത്തു മണിക്ക് ആരംഭിക്കും", "ദയവായി ഫോം ശ്രദ്ധയോടെ പൂരിപ്പിക്കുക",
             "നിങ്ങളുടെ അക്കൗണ്ടിൽ പുതിയ സന്ദേശം വന്നിട്ടുണ്ട്", "പണം ലഭിച്ചു നന്ദി"],
    "Geor": ["გამარჯობა მსოფლიო", "შეხვედრა ხვალ დილის ათ საათზე დაიწყება", "გთხოვთ ფორმა ყურადღებით შეავსოთ",
             "თქვენს ანგარიშზე ახალი შეტყობინება მოვიდა"],
    "Armn": ["Բարև աշխարհ", "Հանդիպումը կսկսվի վաղը առավոտյան ժամը տասին", "Խնդրում ենք ուշադիր լրացնել ձևը",
             "Ձեր հաշվին նոր հաղորդագրություն է եկել"],
    "Thai": ["สวัสดีชาวโลก", "เราพร้อมช่วยเหลือคุณเสมอ", "การประชุมจะเริ่มพรุ่งนี้สิบโมงเช้า", "กรุณากรอกแบบฟอร์มอย่างระมัดระวัง",
             "มีการอัปเดตความปลอดภัย", "ได้รับการชำระเงินแล้วขอบคุณ", "แชร์เอกสารกับทีมแล้ว"],
}
def _letters(lo, hi, category="Lo"):
    return [c for c in range(lo, hi + 1) if unicodedata.category(chr(c)) == category]


def _signs(lo, hi):
    """Vowel signs (spacing or not) in [lo, hi], without the virama."""
    return [c for c in range(lo, hi + 1) if unicodedata.category(chr(c)) in ("Mn", "Mc")
            and "VIRAMA" not in unicodedata.name(chr(c), "") and "SIGN VIRAMA" not in unicodedata.name(chr(c), "")]


# Scripts whose consonant + virama + consonant draws as a conjunct: consonants, virama, vowel signs, Noto font.
CONJUNCT_SCRIPTS = {
    "Deva": (list(range(0x915, 0x93A)) + list(range(0x958, 0x960)), "\u094d",
             [c for c in range(0x93A, 0x950) if c != 0x94D and unicodedata.category(chr(c)) in ("Mn", "Mc")], "Devanagari"),
    "Beng": (_letters(0x995, 0x9B9) + [0x9DC, 0x9DD, 0x9DF], "\u09cd",
             [c for c in range(0x9BE, 0x9CD) if unicodedata.category(chr(c)) in ("Mn", "Mc")], "Bengali"),
    "Gujr": (_letters(0xA95, 0xAB9), "\u0acd", _signs(0xABE, 0xACC), "Gujarati"),
    "Guru": (_letters(0xA15, 0xA39) + _letters(0xA59, 0xA5E), "\u0a4d", _signs(0xA3E, 0xA4C), "Gurmukhi"),
    "Telu": (_letters(0xC15, 0xC39), "\u0c4d", _signs(0xC3E, 0xC56), "Telugu"),
    "Knda": (_letters(0xC95, 0xCB9), "\u0ccd", _signs(0xCBE, 0xCD6), "Kannada"),
    "Mlym": (_letters(0xD15, 0xD3A), "\u0d4d", _signs(0xD3E, 0xD57), "Malayalam"),
    # Tamil's virama (pulli) rarely makes a conjunct (க்ஷ), but consonant + u / uu signs are ligatures.
    "Taml": (_letters(0xB95, 0xBB9), "\u0bcd",
             [c for c in range(0xBBE, 0xBCD) if unicodedata.category(chr(c)) in ("Mn", "Mc")], "Tamil"),
}
VIRAMAS = {v[1] for v in CONJUNCT_SCRIPTS.values()}
# A conjunct pair gets its own row when its width differs from the consonant's median half form by this much (em).
# Measured on 44 Hindi and Marathi card strings against hb-shape: median error 0.00 %, p95 0.07 % (was 5.1 % and
# 13.9 % with nominal advances scaled by 0.93).
CONJUNCT_EXCEPTION = 0.02
LATIN_LOOKALIKES = {
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "һ": "h",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
    "І": "I", "Ј": "J", "Ѕ": "S", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o",
}


def font_advances(path, index=0):
    font = TTFont(path, fontNumber=index, lazy=True)
    metrics, upem = font["hmtx"].metrics, font["head"].unitsPerEm
    return {cp: metrics[glyph][0] / upem for cp, glyph in font.getBestCmap().items()}, upem


def shape(path, texts):
    """Σ advances in em of each text, one hb-shape call."""
    upem = TTFont(path, lazy=True)["head"].unitsPerEm
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("".join(t + "\n" for t in texts))
        name = f.name
    out = subprocess.run(["hb-shape", "--output-format=json", "--no-glyph-names", "--text-file=" + name, path],
                         check=True, capture_output=True, text=True).stdout.strip().splitlines()
    os.unlink(name)
    assert len(out) == len(texts), (path, len(out), len(texts))
    return [sum(g["ax"] for g in json.loads(line)) / upem for line in out]


def code_points():
    for lo, hi in RANGES:
        yield from range(lo, hi + 1)


def fmt(x):
    return "{:.4f}".format(x)


def header(f, what):
    f.write("# Generated by Scripts/gen-metrics.py; do not edit. {}\n".format(what))


def write_inter():
    tables = {w: font_advances(INTER.format(INTER_FILES[w]))[0] for w in INTER_WEIGHTS}
    covered = []
    with open(os.path.join(OUT, "inter.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: Inter 4.0 beta7 (Debian fonts-inter, SIL OFL 1.1) hmtx+cmap; advances in em "
                  "(unitsPerEm 2816); pair kerning in inter-kerning.tsv.")
        f.write("codepoint\t{}\n".format("\t".join(INTER_WEIGHTS)))
        for cp in code_points():
            if all(cp in tables[w] for w in INTER_WEIGHTS) and unicodedata.category(chr(cp)) not in ("Cc", "Cn"):
                covered.append(cp)
                f.write("{:04X}\t{}\n".format(cp, "\t".join(fmt(tables[w][cp]) for w in INTER_WEIGHTS)))
    write_inter_kerning(covered)
    return tables


def kern_pairs(path, cps):
    """{(left, right): x-advance adjustment in em} of the font's GPOS `kern` pair lookups between code points `cps`.
    Subtables are read in order and the first that holds a pair decides it, as a shaper does."""
    font = TTFont(path)
    upem, cmap = font["head"].unitsPerEm, font.getBestCmap()
    by_glyph = {}
    for cp in cps:
        if cp in cmap:
            by_glyph.setdefault(cmap[cp], []).append(cp)
    gpos = font["GPOS"].table
    lookups = sorted({i for fr in gpos.FeatureList.FeatureRecord if fr.FeatureTag == "kern"
                      for i in fr.Feature.LookupListIndex})
    pairs = {}

    def value(v):
        return getattr(v, "XAdvance", 0) or 0 if v is not None else 0

    for li in lookups:
        lookup = gpos.LookupList.Lookup[li]
        for st in lookup.SubTable:
            st = st.ExtSubTable if lookup.LookupType == 9 else st
            if st.Format == 1:
                for i, first in enumerate(st.Coverage.glyphs):
                    if first in by_glyph:
                        for rec in st.PairSet[i].PairValueRecord:
                            if rec.SecondGlyph in by_glyph:
                                pairs.setdefault((first, rec.SecondGlyph), value(rec.Value1))
            else:
                class1, class2 = st.ClassDef1.classDefs, st.ClassDef2.classDefs
                seconds = {}
                for g in by_glyph:
                    seconds.setdefault(class2.get(g, 0), []).append(g)
                for first in st.Coverage.glyphs:
                    if first in by_glyph:
                        row = st.Class1Record[class1.get(first, 0)].Class2Record
                        for k, glyphs in seconds.items():
                            for second in glyphs:
                                pairs.setdefault((first, second), value(row[k].Value1))
    return {(a, b): v / upem for (ga, gb), v in pairs.items() if v for a in by_glyph[ga] for b in by_glyph[gb]}


def write_inter_kerning(cps):
    per_weight = {w: kern_pairs(INTER.format(INTER_FILES[w]), cps) for w in INTER_WEIGHTS}
    keys = sorted({k for d in per_weight.values() for k, v in d.items() if abs(v) >= KERN_THRESHOLD})
    vals = {k: tuple(round(per_weight[w].get(k, 0.0), 4) for w in INTER_WEIGHTS) for k in keys}
    # Classes: code points whose kerning (as left, or as right) is the same against everything.
    rows, cols = {}, {}
    for a, b in keys:
        rows.setdefault(a, []).append((b, vals[(a, b)]))
        cols.setdefault(b, []).append((a, vals[(a, b)]))
    left, right = {}, {}
    for a in sorted(rows):
        left.setdefault(tuple(rows[a]), []).append(a)
    for b in sorted(cols):
        right.setdefault(tuple(cols[b]), []).append(b)
    left_id = {a: i for i, members in enumerate(left.values()) for a in members}
    right_id = {b: i for i, members in enumerate(right.values()) for b in members}
    class_pairs = sorted({(left_id[a], right_id[b]): vals[(a, b)] for a, b in keys}.items())
    with open(os.path.join(OUT, "inter-kerning.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: Inter 4.0 beta7 (Debian fonts-inter, SIL OFL 1.1) GPOS `kern` pair adjustments between "
                  "the code points of inter.tsv, in em, added to the left character's advance. Pairs under {} em "
                  "at every weight left out.".format(KERN_THRESHOLD))
        f.write("# left <class> <code points>: characters kerned alike before others; right <class> <code points>: "
                "alike after others; pair <left> <right> <{}>.\n".format("> <".join(INTER_WEIGHTS)))
        for i, members in enumerate(left.values()):
            f.write("left\t{}\t{}\n".format(i, " ".join("{:04X}".format(c) for c in members)))
        for i, members in enumerate(right.values()):
            f.write("right\t{}\t{}\n".format(i, " ".join("{:04X}".format(c) for c in members)))
        for (l, r), v in class_pairs:
            f.write("pair\t{}\t{}\t{}\n".format(l, r, "\t".join(fmt(x) for x in v)))


def write_selawik(inter):
    table = {}
    with open(SELAWIK_TSV, encoding="utf-8") as f:
        for line in f:
            if line.startswith(("#", "codepoint")):
                continue
            cols = line.rstrip("\n").split("\t")
            table[int(cols[0][2:], 16)] = [int(cols[2]) / 2048, int(cols[3]) / 2048, int(cols[4]) / 2048]
    ratio = [statistics.mean(table[c][i] for c in range(0x61, 0x7B)) /
             statistics.mean(inter[w][c] for c in range(0x61, 0x7B)) for i, w in enumerate(WEIGHTS)]
    rows = {cp: (v, "font") for cp, v in table.items() if cp >= 0x20}
    rows[0xA0] = (table[0x20], "base")  # no-break space = space
    for cp in code_points():
        if cp in rows or unicodedata.category(chr(cp)) in ("Cc", "Cn"):
            continue
        ch = chr(cp)
        base = unicodedata.normalize("NFD", ch)[0]
        if base != ch and ord(base) in table:
            rows[cp] = (table[ord(base)], "base")
        elif ch in LATIN_LOOKALIKES:
            rows[cp] = (table[ord(LATIN_LOOKALIKES[ch])], "latin")
        elif all(cp in inter[w] for w in WEIGHTS):
            rows[cp] = ([inter[w][cp] * ratio[i] for i, w in enumerate(WEIGHTS)], "inter")
    with open(os.path.join(OUT, "selawik.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: ../shared/fonts/selawik-advances.tsv (Selawik, Segoe UI metric-compatible, SIL OFL 1.1; "
                  "unitsPerEm 2048); other rows derived, see src. Advances in em; Selawik has no kerning.")
        f.write("codepoint\tlight\tregular\tbold\tsrc\n")
        for cp in sorted(rows):
            v, src = rows[cp]
            f.write("{:04X}\t{}\t{}\n".format(cp, "\t".join(fmt(x) for x in v), src))
    return {cp: v for cp, (v, _) in rows.items()}, ratio


def write_scripts():
    tables = {}
    with open(os.path.join(OUT, "scripts.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: Noto Sans {} Regular+Bold (Debian fonts-noto-core, SIL OFL 1.1) hmtx+cmap nominal "
                  "advances in em; fallbacks.yaml scales them per script.".format(
                      "/".join(v[2] for v in SCRIPT_BLOCKS.values())))
        f.write("codepoint\tregular\tbold\n")
        for code, (lo, hi, name) in SCRIPT_BLOCKS.items():
            reg = font_advances(NOTO.format(name, "Regular"))[0]
            bold = font_advances(NOTO.format(name, "Bold"))[0]
            tables[code] = (reg, bold)
            for cp in range(lo, hi + 1):
                if cp in reg and cp in bold:
                    f.write("{:04X}\t{}\t{}\n".format(cp, fmt(reg[cp]), fmt(bold[cp])))
    return tables


def arabic_letters(font):
    return [cp for cp in list(range(0x620, 0x64B)) + list(range(0x66E, 0x6D4))
            if cp in font and unicodedata.category(chr(cp)) == "Lo"]


def write_arabic():
    tatweel = "\u0640"
    lam_alefs = [(0x644, a) for a in (0x622, 0x623, 0x625, 0x627)]
    results = {}
    for weight in ("Regular", "Bold"):
        path = NOTO.format("Arabic", weight)
        letters = arabic_letters(font_advances(path)[0])
        texts = [tatweel]
        for cp in letters:
            ch = chr(cp)
            texts += [ch, ch + tatweel, tatweel + ch + tatweel, tatweel + ch]
        for lam, alef in lam_alefs:
            pair = chr(lam) + chr(alef)
            texts += [pair, tatweel + pair]
        widths = shape(path, texts)
        t = widths[0]
        rows = {}
        for i, cp in enumerate(letters):
            isol, init, medi, fina = widths[1 + 4 * i: 5 + 4 * i]
            rows["{:04X}".format(cp)] = [isol, init - t, medi - 2 * t, fina - t]
        base = 1 + 4 * len(letters)
        for j, (lam, alef) in enumerate(lam_alefs):
            isol, fina = widths[base + 2 * j], widths[base + 2 * j + 1] - t
            rows["{:04X}+{:04X}".format(lam, alef)] = [isol, isol, fina, fina]
        results[weight] = rows
    with open(os.path.join(OUT, "arabic-forms.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: Noto Sans Arabic Regular+Bold (Debian fonts-noto-core, SIL OFL 1.1) shaped with hb-shape "
                  "alone and between tatweels (U+0640); advances in em per joining form.")
        f.write("codepoint\tregular_isol\tregular_init\tregular_medi\tregular_fina\t"
                "bold_isol\tbold_init\tbold_medi\tbold_fina\n")
        for key in results["Regular"]:
            if key in results["Bold"]:
                vals = results["Regular"][key] + results["Bold"][key]
                f.write("{}\t{}\n".format(key, "\t".join(fmt(max(0.0, v)) for v in vals)))
    # Mean medial-form advance, for Arabic-script letters the table lacks.
    return [statistics.mean(v[2] for k, v in results[w].items() if "+" not in k) for w in ("Regular", "Bold")]


def write_conjuncts():
    """Per weight {(C1, C2 or None): em} for a consonant C1 + virama before consonant C2, and {"C+S": em} for a
    consonant before a vowel sign it forms one glyph with, of every script in CONJUNCT_SCRIPTS."""
    rows = {}
    for code, (consonants, virama, signs, name) in CONJUNCT_SCRIPTS.items():
        results, forms = {}, {}
        for weight in ("Regular", "Bold"):
            path = NOTO.format(name, weight)
            nominal = font_advances(path)[0]
            pairs = [(a, b) for a in consonants for b in consonants]
            widths = shape(path, [chr(a) + virama + chr(b) for a, b in pairs])
            results[weight] = {(a, b): w - nominal[b] for (a, b), w in zip(pairs, widths)}
            # A consonant and a vowel sign that shape wider or narrower than their advances (Devanagari ra + u /
            # uu / vocalic r, drawn as one glyph): the consonant's width before that sign (the sign keeps its own).
            # The virama too: a consonant + virama before no consonant draws the explicit virama form.
            combos = [(a, b) for a in consonants for b in signs + [ord(virama)]]
            widths = shape(path, [chr(a) + chr(b) for a, b in combos])
            for (a, b), w in zip(combos, widths):
                sign = nominal[b] if unicodedata.category(chr(b)) == "Mc" else 0.0
                forms.setdefault((a, b), {})[weight] = (w - sign, nominal[a])
        half = {w: {a: statistics.median(r[(a, b)] for b in consonants) for a in consonants} for w, r in results.items()}
        for a in consonants:
            rows[(a, None)] = [half["Regular"][a], half["Bold"][a]]
            for b in consonants:
                if any(abs(results[w][(a, b)] - half[w][a]) >= CONJUNCT_EXCEPTION for w in results):
                    rows[(a, b)] = [results["Regular"][(a, b)], results["Bold"][(a, b)]]
        for (a, b), v in forms.items():
            if any(abs(w - n) >= CONJUNCT_EXCEPTION for w, n in v.values()):
                rows[("{:04X}+{:04X}".format(a, b), None)] = [v["Regular"][0], v["Bold"][0]]
    with open(os.path.join(OUT, "conjuncts.tsv"), "w", encoding="utf-8") as f:
        header(f, "Source: Noto Sans {} Regular+Bold (Debian fonts-noto-core, SIL OFL 1.1) shaped with hb-shape; "
                  "advance in em of consonant + virama before `next` (conjunct minus next's nominal advance); `*`: any "
                  "other next consonant (median); `C+S`: consonant C before vowel sign S that it forms one glyph "
                  "with.".format("/".join(v[3] for v in CONJUNCT_SCRIPTS.values())))
        f.write("codepoint\tnext\tregular\tbold\n")
        for (a, b), v in rows.items():
            first = a if isinstance(a, str) else "{:04X}".format(a)
            f.write("{}\t{}\t{}\n".format(first, "*" if b is None else "{:04X}".format(b),
                                            "\t".join(fmt(max(0.0, x)) for x in v)))
    return {i: {k: v[i] for k, v in rows.items() if not isinstance(k[0], str)} for i in range(2)}, \
        {i: {k[0]: v[i] for k, v in rows.items() if isinstance(k[0], str)} for i in range(2)}


def conjunct_width(text, i, conjuncts):
    """ClusterWidths' conjunct model: C1 + virama + C2 gives C1 its conjunct width; C + S a `C+S` row's."""
    pairs, forms = conjuncts
    a = ord(text[i])
    if i + 2 < len(text) and text[i + 1] in VIRAMAS and (a, None) in pairs and (ord(text[i + 2]), None) in pairs:
        return pairs.get((a, ord(text[i + 2])), pairs[(a, None)])
    if i + 1 < len(text):
        return forms.get("{:04X}+{:04X}".format(a, ord(text[i + 1])))
    return None


def scale_factor(code, tables, conjuncts):
    """hb-shape width / Σ nominal advances (marks zero; Devanagari conjuncts from their table) over the
    calibration sentences, per weight."""
    lo, hi, name = SCRIPT_BLOCKS[code]
    factors = []
    for i, weight in enumerate(("Regular", "Bold")):
        nominal = tables[code][i]
        # Word by word: spaces are drawn from the family's font (Inter, Selawik), not the script's.
        texts = [word for sentence in CALIBRATION[code] for word in sentence.split()]
        shaped = sum(shape(NOTO.format(name, weight), texts))
        model = 0.0
        for t in texts:
            for j, c in enumerate(t):
                if unicodedata.category(c) in ("Mn", "Me", "Cf"):
                    continue
                conj = conjunct_width(t, j, (conjuncts[0][i], conjuncts[1][i])) if code in CONJUNCT_SCRIPTS else None
                model += conj if conj is not None else nominal.get(ord(c), 0.0)
        factors.append(shaped / model)
    return factors


def letter_mean(path, lo, hi, index=0):
    adv = font_advances(path, index)[0]
    vals = [v for cp, v in adv.items() if lo <= cp <= hi and unicodedata.category(chr(cp)) in ("Lo", "Lu", "Ll")]
    return statistics.mean(vals) if vals else None


def script_table_range():
    """The lowest and highest code point that starts a row of the script tables (already written)."""
    cps = []
    for name in ("scripts.tsv", "conjuncts.tsv", "arabic-forms.tsv"):
        with open(os.path.join(OUT, name), encoding="utf-8") as f:
            cps += [int(line.split("\t")[0].split("+")[0], 16) for line in f
                    if line.strip() and not line.startswith(("#", "codepoint"))]
    return min(cps), max(cps)


def write_fallbacks(inter, selawik, script_tables, arabic_average, conjuncts):
    lines = ["# Generated by Scripts/gen-metrics.py; do not edit.",
             "# Advances in em used when a code point has no row in the family table.", "families:"]
    for fam, table in (("inter", inter), ("selawik", None)):
        lines.append("  {}:".format(fam))
        for i, w in enumerate(INTER_WEIGHTS if table else WEIGHTS):
            vals = [(table[w] if table else {c: v[i] for c, v in selawik.items()})[c] for c in range(0x61, 0x7B)]
            lines.append("    {}: {}   # mean of a-z".format(w, fmt(statistics.mean(vals))))
    emoji = font_advances(EMOJI)[0][0x1F600]
    mono = font_advances(MONO)[0][0x61]
    cjk = font_advances(CJK)[0]
    lines += ["# Noto Color Emoji advance of one emoji (ZWJ sequences, flags and keycaps draw as one).",
              "emoji: {}".format(fmt(emoji)),
              "# East Asian Width W/F characters without a script entry (Noto Sans CJK ideograph advance).",
              "wide: {}".format(fmt(cjk[0x4E00])),
              "# Monospace faces: DejaVu Sans Mono's single advance for every narrow character.",
              "monospace: {}".format(fmt(mono))]
    first, last = script_table_range()
    lines += ["# The code points of scripts.tsv, conjuncts.tsv and arabic-forms.tsv lie in this range: their rows are",
              "# parsed the first time a run measures a code point of it that the family table lacks.",
              'script-tables: {{first: "{:04X}", last: "{:04X}"}}'.format(first, last),
              "scripts:"]
    scripts = {}
    for code, (lo, hi) in {"Hang": (0xAC00, 0xD7A3), "Hani": (0x4E00, 0x9FFF), "Hira": (0x3040, 0x309F),
                           "Kana": (0x30A0, 0x30FF)}.items():
        # Letters only: the block's combining voiced sound marks (U+3099, U+309A) have no advance.
        m = statistics.mean(v for cp, v in cjk.items() if lo <= cp <= hi and unicodedata.category(chr(cp)) == "Lo")
        scripts[code] = {"average": [m, m], "source": "Noto Sans CJK"}
    for code, name in AVERAGED.items():
        reg, bold = NOTO.format(name, "Regular"), NOTO.format(name, "Bold")
        if not os.path.exists(reg):
            continue
        bold = bold if os.path.exists(bold) else reg
        r, b = letter_mean(reg, 0, 0x10FFFF), letter_mean(bold, 0, 0x10FFFF)
        if r and b:
            scripts[code] = {"average": [r, b], "source": "Noto Sans " + name + ", mean of letters"}
    for code in SCRIPT_BLOCKS:
        lo, hi, name = SCRIPT_BLOCKS[code]
        r = letter_mean(NOTO.format(name, "Regular"), lo, hi)
        b = letter_mean(NOTO.format(name, "Bold"), lo, hi)
        scripts[code] = {"average": [r, b], "scale": scale_factor(code, script_tables, conjuncts),
                         "source": "scripts.tsv{}; scale = hb-shape / model on calibration words".format(
                             " and conjuncts.tsv" if code in CONJUNCT_SCRIPTS else "")}
    scripts["Arab"] = {"average": arabic_average, "source": "arabic-forms.tsv; mean medial form for letters it lacks"}
    for code in sorted(scripts):
        s = scripts[code]
        lines.append("  {}:   # {}".format(code, s["source"]))
        lines.append("    average: {{regular: {}, bold: {}}}".format(fmt(s["average"][0]), fmt(s["average"][1])))
        if "scale" in s:
            lines.append("    scale: {{regular: {}, bold: {}}}".format(fmt(s["scale"][0]), fmt(s["scale"][1])))
    with open(os.path.join(OUT, "fallbacks.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


# Segoe UI, the face Microsoft hosts draw and Selawik stands in for: hhea ascender 2210, descender -514,
# lineGap 0, 2048 units per em (Segoe UI 5.x as shipped with Windows 10/11; its "line-height: normal" of
# 1.33 is widely documented). Selawik's own vertical metrics are not in ../shared/fonts.
SEGOE_UI_VERTICAL = (2210, -514, 0, 2048)


def normal_line_height(ascender, descender, line_gap, units_per_em):
    return (ascender - descender + line_gap) / units_per_em


def write_line_heights():
    inter = TTFont(INTER.format("Regular"))
    hhea, upm = inter["hhea"], inter["head"].unitsPerEm
    lines = ["# Generated by Scripts/gen-metrics.py; do not edit.",
             "# Normal line height (CSS `line-height: normal`) of each metric family's face, in em:",
             "# (hhea ascender - descender + lineGap) / unitsPerEm. Used where a renderer draws text at the",
             "# font's own line height and the host config gives no `lineHeights` (rules/renderers).",
             "families:",
             "  inter: {}   # Inter Regular (fonts-inter): hhea {} {} {} / {}".format(
                 fmt(normal_line_height(hhea.ascent, hhea.descent, hhea.lineGap, upm)), hhea.ascent, hhea.descent,
                 hhea.lineGap, upm),
             "  selawik: {}   # Segoe UI, which Selawik stands in for: hhea {} {} {} / {}".format(
                 fmt(normal_line_height(*SEGOE_UI_VERTICAL)), *SEGOE_UI_VERTICAL)]
    with open(os.path.join(OUT, "line-heights.yaml"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    write_line_heights()
    if sys.argv[1:] == ["line-heights"]:
        return
    inter = write_inter()
    selawik, _ = write_selawik(inter)
    script_tables = write_scripts()
    arabic_average = write_arabic()
    conjuncts = write_conjuncts()
    write_fallbacks(inter, selawik, script_tables, arabic_average, conjuncts)
    print("wrote", ", ".join(sorted(os.listdir(OUT))))


if __name__ == "__main__":
    main()
