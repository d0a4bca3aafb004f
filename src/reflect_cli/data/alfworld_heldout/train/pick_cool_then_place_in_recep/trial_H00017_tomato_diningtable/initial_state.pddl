(define (problem plan_trial_H00017_tomato_diningtable)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  PanType - otype
  PotatoType - otype
  TomatoType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  DrawerType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63 - object
  Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21 - object
  Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07 - object
  Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69 - object
  Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22 - object
  DiningTable_bar__plus_00_dot_69_bar__minus_02_dot_39_bar__minus_01_dot_57 - receptacle
  Microwave_bar__plus_00_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_33 - receptacle
  Drawer_bar__minus_01_dot_36_bar__plus_01_dot_70_bar__plus_01_dot_20 - receptacle
  CounterTop_bar__plus_01_dot_46_bar__plus_02_dot_30_bar__plus_02_dot_04 - receptacle
  Sink_bar__minus_00_dot_62_bar__minus_02_dot_26_bar__minus_01_dot_78_bar_SinkBasin - receptacle
  Fridge_bar__minus_01_dot_81_bar__plus_00_dot_01_bar__minus_01_dot_72 - receptacle
  Shelf_bar__plus_01_dot_15_bar__minus_00_dot_37_bar__plus_00_dot_59 - receptacle
  loc_bar_2_bar_3_bar_0_bar_60 - location
  loc_bar_2_bar_6_bar_3_bar_30 - location
  loc_bar_4_bar_0_bar_2_bar_30 - location
  loc_bar_5_bar_3_bar_2_bar_30 - location
  loc_bar__minus_3_bar__minus_2_bar_0_bar_60 - location
  loc_bar__minus_4_bar_7_bar_2_bar_60 - location
  loc_bar__minus_5_bar_2_bar_3_bar_60 - location
  loc_bar__minus_6_bar_2_bar_2_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_2_bar_0_bar_60)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType TomatoType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType BowlType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PotatoType)
  (canContain DiningTableType TomatoType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BowlType)
  (canContain DrawerType PanType)
  (canContain DrawerType PotatoType)
  (canContain DrawerType TomatoType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType PanType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BowlType)
  (canContain ShelfType PanType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType TomatoType)
  (receptacleType DiningTable_bar__plus_00_dot_69_bar__minus_02_dot_39_bar__minus_01_dot_57 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_69_bar__minus_02_dot_39_bar__minus_01_dot_57 loc_bar_2_bar_6_bar_3_bar_30)
  (receptacleType Microwave_bar__plus_00_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_33 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_33 loc_bar_2_bar_3_bar_0_bar_60)
  (openable Microwave_bar__plus_00_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_33)
  (receptacleType Drawer_bar__minus_01_dot_36_bar__plus_01_dot_70_bar__plus_01_dot_20 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_36_bar__plus_01_dot_70_bar__plus_01_dot_20 loc_bar_4_bar_0_bar_2_bar_30)
  (openable Drawer_bar__minus_01_dot_36_bar__plus_01_dot_70_bar__plus_01_dot_20)
  (receptacleType CounterTop_bar__plus_01_dot_46_bar__plus_02_dot_30_bar__plus_02_dot_04 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_46_bar__plus_02_dot_30_bar__plus_02_dot_04 loc_bar__minus_5_bar_2_bar_3_bar_60)
  (receptacleType Sink_bar__minus_00_dot_62_bar__minus_02_dot_26_bar__minus_01_dot_78_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_62_bar__minus_02_dot_26_bar__minus_01_dot_78_bar_SinkBasin loc_bar_5_bar_3_bar_2_bar_30)
  (receptacleType Fridge_bar__minus_01_dot_81_bar__plus_00_dot_01_bar__minus_01_dot_72 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_81_bar__plus_00_dot_01_bar__minus_01_dot_72 loc_bar__minus_6_bar_2_bar_2_bar_0)
  (openable Fridge_bar__minus_01_dot_81_bar__plus_00_dot_01_bar__minus_01_dot_72)
  (receptacleType Shelf_bar__plus_01_dot_15_bar__minus_00_dot_37_bar__plus_00_dot_59 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_15_bar__minus_00_dot_37_bar__plus_00_dot_59 loc_bar__minus_4_bar_7_bar_2_bar_60)
  (objectType Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63 TomatoType)
  (inReceptacle Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63 Sink_bar__minus_00_dot_62_bar__minus_02_dot_26_bar__minus_01_dot_78_bar_SinkBasin)
  (objectAtLocation Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63 loc_bar_5_bar_3_bar_2_bar_30)
  (pickupable Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63)
  (cleanable Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63)
  (heatable Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63)
  (coolable Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63)
  (sliceable Tomato_bar__minus_00_dot_40_bar__plus_00_dot_35_bar__minus_01_dot_63)
  (objectType Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21 BowlType)
  (inReceptacle Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21 Microwave_bar__plus_00_dot_82_bar__plus_00_dot_14_bar__minus_01_dot_33)
  (objectAtLocation Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21 loc_bar_2_bar_3_bar_0_bar_60)
  (pickupable Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21)
  (cleanable Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21)
  (coolable Bowl_bar__minus_02_dot_06_bar__minus_01_dot_16_bar__plus_02_dot_21)
  (objectType Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07 PanType)
  (inReceptacle Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07 Shelf_bar__plus_01_dot_15_bar__minus_00_dot_37_bar__plus_00_dot_59)
  (objectAtLocation Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07 loc_bar__minus_4_bar_7_bar_2_bar_60)
  (pickupable Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07)
  (cleanable Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07)
  (coolable Pan_bar__plus_00_dot_78_bar__minus_00_dot_83_bar__plus_01_dot_07)
  (objectType Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69 AppleType)
  (inReceptacle Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69 Fridge_bar__minus_01_dot_81_bar__plus_00_dot_01_bar__minus_01_dot_72)
  (objectAtLocation Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69 loc_bar__minus_6_bar_2_bar_2_bar_0)
  (pickupable Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69)
  (cleanable Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69)
  (heatable Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69)
  (coolable Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69)
  (sliceable Apple_bar__plus_00_dot_44_bar__plus_00_dot_80_bar__plus_01_dot_69)
  (objectType Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22 PotatoType)
  (inReceptacle Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22 Sink_bar__minus_00_dot_62_bar__minus_02_dot_26_bar__minus_01_dot_78_bar_SinkBasin)
  (objectAtLocation Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22 loc_bar_5_bar_3_bar_2_bar_30)
  (pickupable Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22)
  (cleanable Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22)
  (heatable Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22)
  (coolable Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22)
  (sliceable Potato_bar__plus_01_dot_82_bar__minus_01_dot_15_bar__plus_02_dot_22)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o TomatoType)
                    (receptacleType ?r DiningTableType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
