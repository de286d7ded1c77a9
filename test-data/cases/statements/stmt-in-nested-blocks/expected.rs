fn reset(cells: &[RefCell<Vec<u8>>], flag: Flag) {
    let wipe = |c: &RefCell<Vec<u8>>| {
        c.replace(Vec::new());
    };
    'outer: loop {
        for c in cells {
            while c.borrow().len() > 8 {
                cells[0].replace(Vec::new());
                continue 'outer;
            }
        }
        break;
    }
    match flag {
        Flag::All => {
            unsafe {
                GLOBAL.replace(Vec::new());
            }
        }
        Flag::None => {}
    }
    let fut = async move {
        cells[1].replace(Vec::new());
    };
}
