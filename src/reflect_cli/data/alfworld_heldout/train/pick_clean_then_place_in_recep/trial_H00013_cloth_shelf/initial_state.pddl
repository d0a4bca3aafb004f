(define (problem plan_trial_H00013_cloth_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23 - object
  SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41 - object
  Candle_bar__plus_02_dot_29_bar__plus_01_dot_93_bar__plus_02_dot_20 - object
  SprayBottle_bar__plus_01_dot_37_bar__plus_00_dot_80_bar__plus_00_dot_14 - object
  CounterTop_bar__plus_00_dot_26_bar__minus_01_dot_08_bar__minus_02_dot_47 - receptacle
  Drawer_bar__plus_00_dot_87_bar__plus_00_dot_40_bar__plus_00_dot_27 - receptacle
  Toilet_bar__minus_01_dot_28_bar__minus_01_dot_28_bar__plus_02_dot_36 - receptacle
  Sink_bar__minus_00_dot_57_bar__plus_02_dot_43_bar__minus_00_dot_33_bar_SinkBasin - receptacle
  Shelf_bar__plus_02_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_42 - receptacle
  TowelHolder_bar__plus_01_dot_43_bar__plus_00_dot_97_bar__minus_01_dot_95 - receptacle
  GarbageCan_bar__minus_01_dot_81_bar__plus_02_dot_44_bar__minus_01_dot_14 - receptacle
  loc_bar_1_bar_1_bar_0_bar_0 - location
  loc_bar_4_bar_0_bar_1_bar_30 - location
  loc_bar_4_bar__minus_6_bar_3_bar_60 - location
  loc_bar_8_bar_7_bar_1_bar_30 - location
  loc_bar__minus_3_bar_6_bar_2_bar_30 - location
  loc_bar__minus_4_bar__minus_2_bar_2_bar_60 - location
  loc_bar__minus_4_bar__minus_8_bar_1_bar_60 - location
  loc_bar__minus_6_bar_6_bar_3_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_6_bar_6_bar_3_bar_60)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain DrawerType CandleType)
  (canContain DrawerType ClothType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType SprayBottleType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SprayBottleType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain ToiletType CandleType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SprayBottleType)
  (canContain TowelHolderType ClothType)
  (receptacleType CounterTop_bar__plus_00_dot_26_bar__minus_01_dot_08_bar__minus_02_dot_47 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_26_bar__minus_01_dot_08_bar__minus_02_dot_47 loc_bar_1_bar_1_bar_0_bar_0)
  (receptacleType Drawer_bar__plus_00_dot_87_bar__plus_00_dot_40_bar__plus_00_dot_27 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_87_bar__plus_00_dot_40_bar__plus_00_dot_27 loc_bar__minus_4_bar__minus_8_bar_1_bar_60)
  (openable Drawer_bar__plus_00_dot_87_bar__plus_00_dot_40_bar__plus_00_dot_27)
  (receptacleType Toilet_bar__minus_01_dot_28_bar__minus_01_dot_28_bar__plus_02_dot_36 ToiletType)
  (receptacleAtLocation Toilet_bar__minus_01_dot_28_bar__minus_01_dot_28_bar__plus_02_dot_36 loc_bar__minus_3_bar_6_bar_2_bar_30)
  (receptacleType Sink_bar__minus_00_dot_57_bar__plus_02_dot_43_bar__minus_00_dot_33_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_57_bar__plus_02_dot_43_bar__minus_00_dot_33_bar_SinkBasin loc_bar_4_bar_0_bar_1_bar_30)
  (receptacleType Shelf_bar__plus_02_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_42 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_02_dot_09_bar__plus_00_dot_92_bar__plus_02_dot_42 loc_bar__minus_4_bar__minus_2_bar_2_bar_60)
  (receptacleType TowelHolder_bar__plus_01_dot_43_bar__plus_00_dot_97_bar__minus_01_dot_95 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_43_bar__plus_00_dot_97_bar__minus_01_dot_95 loc_bar_8_bar_7_bar_1_bar_30)
  (receptacleType GarbageCan_bar__minus_01_dot_81_bar__plus_02_dot_44_bar__minus_01_dot_14 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_81_bar__plus_02_dot_44_bar__minus_01_dot_14 loc_bar_4_bar__minus_6_bar_3_bar_60)
  (objectType Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23 ClothType)
  (inReceptacle Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23 Toilet_bar__minus_01_dot_28_bar__minus_01_dot_28_bar__plus_02_dot_36)
  (objectAtLocation Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23 loc_bar__minus_3_bar_6_bar_2_bar_30)
  (pickupable Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23)
  (cleanable Cloth_bar__minus_02_dot_36_bar__plus_00_dot_87_bar__plus_00_dot_23)
  (objectType SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41 SoapBarType)
  (inReceptacle SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41 CounterTop_bar__plus_00_dot_26_bar__minus_01_dot_08_bar__minus_02_dot_47)
  (objectAtLocation SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41 loc_bar_1_bar_1_bar_0_bar_0)
  (pickupable SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41)
  (cleanable SoapBar_bar__plus_01_dot_97_bar__minus_02_dot_47_bar__minus_02_dot_41)
  (objectType Candle_bar__plus_02_dot_29_bar__plus_01_dot_93_bar__plus_02_dot_20 CandleType)
  (inReceptacle Candle_bar__plus_02_dot_29_bar__plus_01_dot_93_bar__plus_02_dot_20 Toilet_bar__minus_01_dot_28_bar__minus_01_dot_28_bar__plus_02_dot_36)
  (objectAtLocation Candle_bar__plus_02_dot_29_bar__plus_01_dot_93_bar__plus_02_dot_20 loc_bar__minus_3_bar_6_bar_2_bar_30)
  (pickupable Candle_bar__plus_02_dot_29_bar__plus_01_dot_93_bar__plus_02_dot_20)
  (objectType SprayBottle_bar__plus_01_dot_37_bar__plus_00_dot_80_bar__plus_00_dot_14 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_01_dot_37_bar__plus_00_dot_80_bar__plus_00_dot_14 CounterTop_bar__plus_00_dot_26_bar__minus_01_dot_08_bar__minus_02_dot_47)
  (objectAtLocation SprayBottle_bar__plus_01_dot_37_bar__plus_00_dot_80_bar__plus_00_dot_14 loc_bar_1_bar_1_bar_0_bar_0)
  (pickupable SprayBottle_bar__plus_01_dot_37_bar__plus_00_dot_80_bar__plus_00_dot_14)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ClothType)
                    (receptacleType ?r ShelfType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
