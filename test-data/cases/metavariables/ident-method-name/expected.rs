fn show(name: &String, opt: &Option<u8>, path: &PathBuf) -> usize {
    let n = name.len();
    let s = opt.is_some();
    let d = path.display().to_string();
    let f = name.as_ref().len;
    let g = name.as_ref().get(1);
    let h = name.as_ref();
    n + s as usize + d.len() + f + g.len() + h.len()
}
