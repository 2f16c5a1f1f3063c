#!/usr/bin/env python3
"""Writes a synthetic String Catalog for measuring `textmetrics fit` throughput:

    python3 Tests/Tools/make_fit_catalog.py KEYS OUT.xcstrings

KEYS keys, each in English (the source) and 9 translations (de, fi, fr, es, ar, ja, th, ru,
pt-BR), built from per-language word lists so every string differs (a seeded PRNG keeps the
file the same from run to run). One key in ten has plural variants (one/other). Development
only; nothing at run time or in tests reads it.
"""
import json, random, sys

WORDS = {
    "en": "save changes open file settings account delete message folder photo share print export network download update".split(),
    "de": "Änderungen speichern öffnen Datei Einstellungen Konto löschen Nachricht Ordner Foto teilen drucken exportieren Netzwerk herunterladen".split(),
    "fi": "tallenna muutokset avaa tiedosto asetukset tili poista viesti kansio valokuva jaa tulosta vie verkko lataa".split(),
    "fr": "enregistrer modifications ouvrir fichier réglages compte supprimer message dossier photo partager imprimer exporter réseau télécharger".split(),
    "es": "guardar cambios abrir archivo ajustes cuenta eliminar mensaje carpeta foto compartir imprimir exportar red descargar".split(),
    "ar": "حفظ التغييرات فتح ملف الإعدادات الحساب حذف رسالة مجلد صورة مشاركة طباعة تصدير الشبكة تنزيل".split(),
    "ja": "変更を保存 開く ファイル 設定 アカウント 削除 メッセージ フォルダ 写真 共有 印刷 書き出す ネットワーク ダウンロード".split(),
    "th": "บันทึก การเปลี่ยนแปลง เปิด ไฟล์ การตั้งค่า บัญชี ลบ ข้อความ โฟลเดอร์ รูปภาพ แชร์ พิมพ์ ส่งออก เครือข่าย ดาวน์โหลด".split(),
    "ru": "сохранить изменения открыть файл настройки аккаунт удалить сообщение папка фото поделиться печать экспорт сеть загрузить".split(),
    "pt-BR": "salvar alterações abrir arquivo ajustes conta apagar mensagem pasta foto compartilhar imprimir exportar rede baixar".split(),
}

def sentence(rng, language, n):
    words = [rng.choice(WORDS[language]) for _ in range(n)]
    sep = "" if language in ("ja", "th") else " "
    return sep.join(words)

def main():
    keys, out = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(16)
    strings = {}
    for k in range(keys):
        n = rng.randint(1, 6)
        localizations = {}
        plural = k % 10 == 0
        for language in WORDS:
            text = sentence(rng, language, n)
            if plural:
                localizations[language] = {"variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%lld " + text}},
                    "other": {"stringUnit": {"state": "translated", "value": "%lld " + text + " " + rng.choice(WORDS[language])}},
                }}}
            else:
                localizations[language] = {"stringUnit": {"state": "translated", "value": text}}
        strings["key.%06d" % k] = {"localizations": localizations}
    json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, open(out, "w"), ensure_ascii=False, indent=1)

main()
