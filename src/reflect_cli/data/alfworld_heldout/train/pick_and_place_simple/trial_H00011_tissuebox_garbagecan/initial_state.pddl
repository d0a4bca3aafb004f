(define (problem plan_trial_H00011_tissuebox_garbagecan)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  TissueBox_bar__plus_00_dot_79_bar__plus_02_dot_46_bar__plus_00_dot_08 - object
  Candle_bar__plus_01_dot_70_bar__minus_01_dot_35_bar__plus_00_dot_83 - object
  SprayBottle_bar__minus_02_dot_38_bar__plus_01_dot_64_bar__plus_01_dot_96 - object
  SoapBottle_bar__minus_01_dot_25_bar__minus_02_dot_02_bar__plus_00_dot_30 - object
  Towel_bar__minus_02_dot_29_bar__minus_00_dot_75_bar__plus_00_dot_81 - object
  SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19 - object
  Sink_bar__plus_02_dot_25_bar__minus_02_dot_14_bar__plus_01_dot_25_bar_SinkBasin - receptacle
  GarbageCan_bar__minus_00_dot_55_bar__plus_01_dot_24_bar__plus_01_dot_61 - receptacle
  TowelHolder_bar__plus_00_dot_43_bar__plus_02_dot_04_bar__plus_00_dot_21 - receptacle
  Cabinet_bar__minus_00_dot_59_bar__plus_00_dot_42_bar__plus_01_dot_44 - receptacle
  Shelf_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_02_dot_35 - receptacle
  CounterTop_bar__minus_02_dot_39_bar__minus_02_dot_42_bar__minus_01_dot_42 - receptacle
  loc_bar_8_bar_4_bar_1_bar_60 - location
  loc_bar__minus_3_bar__minus_7_bar_3_bar_15 - location
  loc_bar__minus_5_bar__minus_2_bar_3_bar_0 - location
  loc_bar__minus_5_bar__minus_4_bar_3_bar_0 - location
  loc_bar__minus_7_bar_6_bar_2_bar_30 - location
  loc_bar__minus_7_bar__minus_1_bar_0_bar_60 - location
  loc_bar__minus_8_bar__minus_8_bar_0_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar_4_bar_1_bar_60)
  (canContain CabinetType CandleType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType TowelType)
  (canContain TowelHolderType TowelType)
  (receptacleType Sink_bar__plus_02_dot_25_bar__minus_02_dot_14_bar__plus_01_dot_25_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_25_bar__minus_02_dot_14_bar__plus_01_dot_25_bar_SinkBasin loc_bar__minus_7_bar_6_bar_2_bar_30)
  (receptacleType GarbageCan_bar__minus_00_dot_55_bar__plus_01_dot_24_bar__plus_01_dot_61 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_00_dot_55_bar__plus_01_dot_24_bar__plus_01_dot_61 loc_bar__minus_5_bar__minus_4_bar_3_bar_0)
  (receptacleType TowelHolder_bar__plus_00_dot_43_bar__plus_02_dot_04_bar__plus_00_dot_21 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_00_dot_43_bar__plus_02_dot_04_bar__plus_00_dot_21 loc_bar__minus_5_bar__minus_2_bar_3_bar_0)
  (receptacleType Cabinet_bar__minus_00_dot_59_bar__plus_00_dot_42_bar__plus_01_dot_44 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_59_bar__plus_00_dot_42_bar__plus_01_dot_44 loc_bar__minus_3_bar__minus_7_bar_3_bar_15)
  (openable Cabinet_bar__minus_00_dot_59_bar__plus_00_dot_42_bar__plus_01_dot_44)
  (receptacleType Shelf_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_02_dot_35 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_02_dot_35 loc_bar__minus_8_bar__minus_8_bar_0_bar_30)
  (receptacleType CounterTop_bar__minus_02_dot_39_bar__minus_02_dot_42_bar__minus_01_dot_42 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_39_bar__minus_02_dot_42_bar__minus_01_dot_42 loc_bar__minus_7_bar__minus_1_bar_0_bar_60)
  (objectType TissueBox_bar__plus_00_dot_79_bar__plus_02_dot_46_bar__plus_00_dot_08 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_00_dot_79_bar__plus_02_dot_46_bar__plus_00_dot_08 CounterTop_bar__minus_02_dot_39_bar__minus_02_dot_42_bar__minus_01_dot_42)
  (objectAtLocation TissueBox_bar__plus_00_dot_79_bar__plus_02_dot_46_bar__plus_00_dot_08 loc_bar__minus_7_bar__minus_1_bar_0_bar_60)
  (pickupable TissueBox_bar__plus_00_dot_79_bar__plus_02_dot_46_bar__plus_00_dot_08)
  (objectType Candle_bar__plus_01_dot_70_bar__minus_01_dot_35_bar__plus_00_dot_83 CandleType)
  (inReceptacle Candle_bar__plus_01_dot_70_bar__minus_01_dot_35_bar__plus_00_dot_83 GarbageCan_bar__minus_00_dot_55_bar__plus_01_dot_24_bar__plus_01_dot_61)
  (objectAtLocation Candle_bar__plus_01_dot_70_bar__minus_01_dot_35_bar__plus_00_dot_83 loc_bar__minus_5_bar__minus_4_bar_3_bar_0)
  (pickupable Candle_bar__plus_01_dot_70_bar__minus_01_dot_35_bar__plus_00_dot_83)
  (objectType SprayBottle_bar__minus_02_dot_38_bar__plus_01_dot_64_bar__plus_01_dot_96 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_02_dot_38_bar__plus_01_dot_64_bar__plus_01_dot_96 Shelf_bar__minus_02_dot_02_bar__plus_01_dot_14_bar__minus_02_dot_35)
  (objectAtLocation SprayBottle_bar__minus_02_dot_38_bar__plus_01_dot_64_bar__plus_01_dot_96 loc_bar__minus_8_bar__minus_8_bar_0_bar_30)
  (pickupable SprayBottle_bar__minus_02_dot_38_bar__plus_01_dot_64_bar__plus_01_dot_96)
  (objectType SoapBottle_bar__minus_01_dot_25_bar__minus_02_dot_02_bar__plus_00_dot_30 SoapBottleType)
  (inReceptacle SoapBottle_bar__minus_01_dot_25_bar__minus_02_dot_02_bar__plus_00_dot_30 CounterTop_bar__minus_02_dot_39_bar__minus_02_dot_42_bar__minus_01_dot_42)
  (objectAtLocation SoapBottle_bar__minus_01_dot_25_bar__minus_02_dot_02_bar__plus_00_dot_30 loc_bar__minus_7_bar__minus_1_bar_0_bar_60)
  (pickupable SoapBottle_bar__minus_01_dot_25_bar__minus_02_dot_02_bar__plus_00_dot_30)
  (objectType Towel_bar__minus_02_dot_29_bar__minus_00_dot_75_bar__plus_00_dot_81 TowelType)
  (inReceptacle Towel_bar__minus_02_dot_29_bar__minus_00_dot_75_bar__plus_00_dot_81 Sink_bar__plus_02_dot_25_bar__minus_02_dot_14_bar__plus_01_dot_25_bar_SinkBasin)
  (objectAtLocation Towel_bar__minus_02_dot_29_bar__minus_00_dot_75_bar__plus_00_dot_81 loc_bar__minus_7_bar_6_bar_2_bar_30)
  (pickupable Towel_bar__minus_02_dot_29_bar__minus_00_dot_75_bar__plus_00_dot_81)
  (objectType SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19 GarbageCan_bar__minus_00_dot_55_bar__plus_01_dot_24_bar__plus_01_dot_61)
  (objectAtLocation SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19 loc_bar__minus_5_bar__minus_4_bar_3_bar_0)
  (pickupable SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19)
  (cleanable SoapBar_bar__plus_01_dot_04_bar__minus_01_dot_52_bar__minus_02_dot_19)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TissueBoxType)
                    (receptacleType ?r GarbageCanType)
                )
            )
        )
    )
)
)
