(define (problem plan_trial_H00004_cloth_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06 - object
  Candle_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__plus_01_dot_69 - object
  SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22 - object
  TissueBox_bar__minus_00_dot_72_bar__minus_00_dot_61_bar__minus_00_dot_72 - object
  SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_67_bar__minus_00_dot_68 - object
  SprayBottle_bar__minus_01_dot_06_bar__plus_00_dot_18_bar__plus_01_dot_18 - object
  Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_22_bar__plus_02_dot_09 - receptacle
  CounterTop_bar__minus_00_dot_55_bar__minus_01_dot_23_bar__minus_00_dot_61 - receptacle
  Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46 - receptacle
  GarbageCan_bar__plus_00_dot_76_bar__minus_00_dot_07_bar__minus_01_dot_32 - receptacle
  TowelHolder_bar__minus_00_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_17 - receptacle
  Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15 - receptacle
  Sink_bar__minus_00_dot_59_bar__minus_01_dot_15_bar__plus_00_dot_83_bar_SinkBasin - receptacle
  loc_bar_2_bar_4_bar_0_bar_15 - location
  loc_bar_3_bar_4_bar_0_bar_45 - location
  loc_bar_3_bar_7_bar_3_bar_15 - location
  loc_bar_5_bar_0_bar_2_bar_45 - location
  loc_bar_6_bar__minus_4_bar_1_bar_15 - location
  loc_bar__minus_5_bar_6_bar_0_bar_45 - location
  loc_bar__minus_6_bar__minus_5_bar_2_bar_30 - location
  loc_bar__minus_8_bar__minus_7_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar_0_bar_2_bar_45)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SoapBottleType)
  (canContain DrawerType SprayBottleType)
  (canContain DrawerType TissueBoxType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain TowelHolderType ClothType)
  (receptacleType Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_22_bar__plus_02_dot_09 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_22_bar__plus_02_dot_09 loc_bar__minus_6_bar__minus_5_bar_2_bar_30)
  (openable Cabinet_bar__minus_00_dot_89_bar__plus_01_dot_22_bar__plus_02_dot_09)
  (receptacleType CounterTop_bar__minus_00_dot_55_bar__minus_01_dot_23_bar__minus_00_dot_61 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_55_bar__minus_01_dot_23_bar__minus_00_dot_61 loc_bar_3_bar_4_bar_0_bar_45)
  (receptacleType Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46 loc_bar_6_bar__minus_4_bar_1_bar_15)
  (receptacleType GarbageCan_bar__plus_00_dot_76_bar__minus_00_dot_07_bar__minus_01_dot_32 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_76_bar__minus_00_dot_07_bar__minus_01_dot_32 loc_bar__minus_8_bar__minus_7_bar_2_bar_30)
  (receptacleType TowelHolder_bar__minus_00_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_17 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_00_dot_53_bar__plus_02_dot_41_bar__plus_00_dot_17 loc_bar_3_bar_7_bar_3_bar_15)
  (receptacleType Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15 loc_bar__minus_5_bar_6_bar_0_bar_45)
  (openable Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15)
  (receptacleType Sink_bar__minus_00_dot_59_bar__minus_01_dot_15_bar__plus_00_dot_83_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_59_bar__minus_01_dot_15_bar__plus_00_dot_83_bar_SinkBasin loc_bar_2_bar_4_bar_0_bar_15)
  (objectType Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06 ClothType)
  (inReceptacle Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06 Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46)
  (objectAtLocation Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06 loc_bar_6_bar__minus_4_bar_1_bar_15)
  (pickupable Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06)
  (cleanable Cloth_bar__minus_01_dot_55_bar__plus_00_dot_55_bar__plus_01_dot_06)
  (objectType Candle_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__plus_01_dot_69 CandleType)
  (inReceptacle Candle_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__plus_01_dot_69 Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46)
  (objectAtLocation Candle_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__plus_01_dot_69 loc_bar_6_bar__minus_4_bar_1_bar_15)
  (pickupable Candle_bar__minus_00_dot_32_bar__plus_00_dot_29_bar__plus_01_dot_69)
  (objectType SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22 SoapBarType)
  (inReceptacle SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22 Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15)
  (objectAtLocation SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22 loc_bar__minus_5_bar_6_bar_0_bar_45)
  (pickupable SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22)
  (cleanable SoapBar_bar__minus_01_dot_49_bar__plus_01_dot_81_bar__minus_01_dot_22)
  (objectType TissueBox_bar__minus_00_dot_72_bar__minus_00_dot_61_bar__minus_00_dot_72 TissueBoxType)
  (inReceptacle TissueBox_bar__minus_00_dot_72_bar__minus_00_dot_61_bar__minus_00_dot_72 CounterTop_bar__minus_00_dot_55_bar__minus_01_dot_23_bar__minus_00_dot_61)
  (objectAtLocation TissueBox_bar__minus_00_dot_72_bar__minus_00_dot_61_bar__minus_00_dot_72 loc_bar_3_bar_4_bar_0_bar_45)
  (pickupable TissueBox_bar__minus_00_dot_72_bar__minus_00_dot_61_bar__minus_00_dot_72)
  (objectType SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_67_bar__minus_00_dot_68 SoapBottleType)
  (inReceptacle SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_67_bar__minus_00_dot_68 Drawer_bar__minus_02_dot_20_bar__minus_00_dot_80_bar__plus_01_dot_15)
  (objectAtLocation SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_67_bar__minus_00_dot_68 loc_bar__minus_5_bar_6_bar_0_bar_45)
  (pickupable SoapBottle_bar__plus_00_dot_64_bar__minus_00_dot_67_bar__minus_00_dot_68)
  (objectType SprayBottle_bar__minus_01_dot_06_bar__plus_00_dot_18_bar__plus_01_dot_18 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_01_dot_06_bar__plus_00_dot_18_bar__plus_01_dot_18 Shelf_bar__minus_00_dot_39_bar__plus_02_dot_40_bar__minus_00_dot_46)
  (objectAtLocation SprayBottle_bar__minus_01_dot_06_bar__plus_00_dot_18_bar__plus_01_dot_18 loc_bar_6_bar__minus_4_bar_1_bar_15)
  (pickupable SprayBottle_bar__minus_01_dot_06_bar__plus_00_dot_18_bar__plus_01_dot_18)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r CabinetType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
