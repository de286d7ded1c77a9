// Prüfung der Eingabe — 检查输入 🦀
fn leer(wörter: &[&str], ñ: &str) -> bool {
    let grüße = "héllo — 🦀🦀"; let a = wörter.is_empty();
    /* ünïcödé ✓ */ let b = ñ.is_empty() && "日本語".is_empty();
    a || b
}
