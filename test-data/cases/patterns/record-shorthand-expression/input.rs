fn f(f: u8) -> (Old, Old, Old) {
    (Old { f }, Old { f: f + 1 }, Old { f: f })
}
