fn f(s: Old, f: u8) -> Old {
    let Old { g } = s;
    let Old { f, g } = s;
    Old { f }
}
