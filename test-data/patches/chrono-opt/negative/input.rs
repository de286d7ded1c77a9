use chrono::{NaiveDate, TimeZone, Utc};

pub fn dates() -> Option<NaiveDate> {
    let d = NaiveDate::from_ymd_opt(2024, 2, 29)?;
    let _t = Utc.with_ymd_and_hms(2020, 1, 1, 0, 0, 1).single()?;
    Some(d)
}
