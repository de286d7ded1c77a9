// Prüfung der Eingabe — 检查输入 🦀
fn leer(wörter: &[&str], ñ: &str) -> bool {
    let grüße = "héllo — 🦀🦀"; let a = wörter.len() == 0;
    /* ünïcödé ✓ */ let b = ñ.len() == 0 && "日本語".len() == 0;
    a || b
}
